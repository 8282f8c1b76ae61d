import type { Page, TestInfo } from '@playwright/test';
import { OIDC_PORT, PORT } from '../support/e2e-ports.ts';
import { expect, expectAccessible, SESSION_COOKIE, sessionCookie, test } from './fixtures.ts';

/**
 * Google sign-in in the browser, against the local OpenID provider that playwright.config.ts
 * starts beside the app (OIDC_PORT) in Google's place.
 */
const PROVIDER = new RegExp(`^http://127\\.0\\.0\\.1:${OIDC_PORT}/interaction/`);

/** A fresh address per test and project: both viewports run every test on one database. */
const uniqueEmail = (testInfo: TestInfo, label: string) =>
  `${label}-${testInfo.project.name}-${Date.now()}@example.com`;

async function continueWithGoogle(page: Page) {
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(PROVIDER);
  await expect(page.getByRole('heading', { name: 'Sign in to the test provider' })).toBeVisible();
}

test('a new person signs up with Google, chooses a role, and later signs in again', async ({
  page,
}, testInfo) => {
  const email = uniqueEmail(testInfo, 'google');
  await page.goto('/register');
  await expect(page.getByRole('link', { name: 'Sign up with e-mail' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue with Facebook' })).toHaveCount(0);
  await expectAccessible(page);

  await continueWithGoogle(page);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();

  await expect(page).toHaveURL(/\/role$/);
  await expect(page.getByRole('heading', { name: 'How will you use Blush?' })).toBeVisible();
  expect((await sessionCookie(page))?.value).toMatch(/^[\w-]{43}$/);
  // The one-time state is gone from this tab once used.
  expect(await page.evaluate(() => sessionStorage.getItem('blush.oauth.google'))).toBeNull();

  // Signed out, the same person comes back through /login: no role chooser this time.
  await page.context().clearCookies({ name: SESSION_COOKIE });
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  // The provider still has their session and consent, so it sends them straight back.
  await expect(page).toHaveURL(new RegExp(`127\\.0\\.0\\.1:${PORT}/$`));
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }),
  ).toHaveCount(0);
});

test('cancelling at the provider says so and offers the way back', async ({ page }) => {
  await page.goto('/login');
  await continueWithGoogle(page);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/oauth\/google\?/);
  await expect(page.getByRole('heading', { name: "We couldn't sign you in" })).toBeVisible();
  await expect(
    page.getByRole('alert').filter({ hasText: 'You cancelled signing in with Google.' }),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a callback this tab did not start is refused without asking the server', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/user/google') calls.push(r.url());
  });
  // A link crafted to sign the visitor in to someone else's account (login CSRF).
  await page.goto('/oauth/google?code=attacker-code&state=attacker-state');
  await expect(
    page.getByRole('alert').filter({ hasText: 'did not start in this browser tab' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to sign in' })).toBeVisible();
  expect(calls).toEqual([]);
  expect(await sessionCookie(page)).toBeUndefined();
});
