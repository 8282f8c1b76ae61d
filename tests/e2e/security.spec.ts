import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { APP_ORIGIN, expect, expectAccessible, test, useSession } from './fixtures.ts';

/** Settings → Security: the devices list, signing out elsewhere, changing the password. */

const PASSWORD = 'first-secret';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Edg/131.0';

interface Mail {
  to: string;
  subject: string;
  text: string;
}

async function mailTo(request: APIRequestContext, to: string, subject: RegExp): Promise<Mail> {
  let found: Mail | undefined;
  await expect(async () => {
    const mails = (await (await request.get('/dev/mail.json')).json()) as Mail[];
    found = mails.find((m) => m.to === to && subject.test(m.subject));
    expect(found).toBeTruthy();
  }).toPass({ timeout: 20_000 });
  return found!;
}

/** A confirmed account made through the API, as registration and its e-mailed link make it. */
async function newAccount(request: APIRequestContext, testInfo: TestInfo) {
  const email = `guard-${testInfo.project.name}-${Date.now()}@example.com`;
  const sent = await request.post('/api/user/send', {
    data: { firstName: 'Rosa', lastName: 'Diaz', email, password: PASSWORD },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  const mail = await mailTo(request, email, /Confirm your/);
  const token = /\/confirmation\/([\w-]+)/.exec(mail.text)![1]!;
  const confirmed = await request.get(`/api/user/register/${token}`);
  expect(confirmed.ok()).toBe(true);
  return { email, token: ((await confirmed.json()) as { token: string }).token };
}

/** Another device signing in: its own browser, its own session. */
async function signInElsewhere(request: APIRequestContext, email: string, userAgent: string) {
  const res = await request.post('/api/user/login', {
    headers: { 'user-agent': userAgent, origin: APP_ORIGIN },
    data: { email, password: PASSWORD },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { token: string }).token;
}

const sessionWorks = async (request: APIRequestContext, token: string) =>
  (await request.get('/api/user', { headers: { authorization: `Bearer ${token}` } })).status();

async function openSecurity(page: Page, token: string) {
  await useSession(page.context(), token);
  await page.goto('/help');
  // Through the settings, the way a person finds it.
  await page.goto('/settings/account');
  await page.getByRole('link', { name: 'Security' }).last().click();
  await expect(page).toHaveURL(/\/settings\/security$/);
}

test('the devices list signs out another device, whose session is then refused', async ({
  page,
  request,
}, testInfo) => {
  const account = await newAccount(request, testInfo);
  const phone = await signInElsewhere(request, account.email, IPHONE);
  const laptop = await signInElsewhere(request, account.email, WINDOWS);

  await openSecurity(page, account.token);
  const devices = page.getByRole('list', { name: 'Signed-in devices' });
  await expect(devices.getByRole('listitem')).toHaveCount(3);
  await expect(devices.getByText('This device')).toHaveCount(1);
  await expect(devices.getByText('Safari on iPhone')).toBeVisible();
  await expect(devices.getByText('Edge on Windows')).toBeVisible();
  await expect(devices.getByText('Active now')).toHaveCount(3);
  await expectAccessible(page);
  // Fits a 390 px phone: nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );

  await page.getByRole('button', { name: /^Sign out Safari on iPhone/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Signed out' })).toBeVisible();
  await expect(devices.getByText('Safari on iPhone')).toHaveCount(0);
  expect(await sessionWorks(request, phone)).toBe(401);
  expect(await sessionWorks(request, laptop)).toBe(200);

  // With the keyboard alone: Tab to "Sign out everywhere else" and press Enter.
  const everywhere = page.getByRole('button', { name: 'Sign out everywhere else' });
  for (
    let i = 0;
    i < 60 && !(await everywhere.evaluate((b) => b === document.activeElement));
    i++
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(everywhere).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('status').filter({ hasText: 'Signed out of 1 other device' }),
  ).toBeVisible();
  await expect(page.getByText('You are not signed in anywhere else.')).toBeVisible();
  expect(await sessionWorks(request, laptop)).toBe(401);
  expect(await sessionWorks(request, account.token)).toBe(200);
});

test('changing the password signs out every other device and e-mails the owner', async ({
  page,
  request,
}, testInfo) => {
  const account = await newAccount(request, testInfo);
  const phone = await signInElsewhere(request, account.email, IPHONE);
  await openSecurity(page, account.token);

  await page.getByLabel('Current password').fill('not-my-password');
  await page.getByLabel('New password', { exact: true }).fill('second-secret');
  await page.getByLabel('Confirm new password').fill('second-secret');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('is incorrect')).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your password has been successfully changed' }),
  ).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Signed-in devices' }).getByRole('listitem'),
  ).toHaveCount(1);
  expect(await sessionWorks(request, phone)).toBe(401);
  expect(await sessionWorks(request, account.token)).toBe(200);
  const mail = await mailTo(request, account.email, /password was changed/);
  expect(mail.text).toContain('every other device was signed out');
});

test('a passkey added in Security signs in from the login page, until it is removed', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const account = await newAccount(request, testInfo);
  // WebAuthn needs a host name: the same server, as localhost (PASSKEY_ORIGIN).
  const site = baseURL!.replace('127.0.0.1', 'localhost');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });

  await page.goto(`${site}/login-email`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/login/);
  await page.goto(`${site}/settings/security`);
  await expect(page.getByText('No passkeys yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Passkey added. You can now sign in with it.' }),
  ).toBeVisible();
  const keys = page.getByRole('list', { name: 'Your passkeys' }).getByRole('listitem');
  await expect(keys).toHaveCount(1);
  await expect(keys.first()).toContainText('not used yet');
  await expectAccessible(page);
  await mailTo(request, account.email, /passkey was added/);

  const signedIn = async () => {
    await expect(page).not.toHaveURL(/login/);
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Bookings' }),
    ).toBeVisible();
  };
  /** The authenticator answers at once (as a person touching it), or waits. */
  const presence = (enabled: boolean) =>
    cdp.send('WebAuthn.setAutomaticPresenceSimulation', { authenticatorId, enabled });

  // Signed out, back in with the passkey alone: the button…
  await page.context().clearCookies();
  await presence(false);
  await page.goto(`${site}/login-email`);
  const button = page.getByRole('button', { name: 'Sign in with a passkey' });
  await expect(button).toBeVisible();
  await expectAccessible(page);
  await presence(true);
  // The waiting autofill request stays unanswered (nobody picked it); the button asks anew.
  await page.waitForTimeout(1000);
  await expect(page).toHaveURL(/login-email/);
  await button.click();
  await signedIn();

  // …and conditional UI: the e-mail field's autofill offers the passkey, and picking it (the
  // virtual authenticator picks at once) signs in without a click on the button.
  await page.context().clearCookies();
  await page.goto(`${site}/login-email`);
  await signedIn();

  // Removed, it signs in no more; the password still does.
  await page.goto(`${site}/settings/security`);
  await expect(keys.first()).toContainText('last used');
  await page.getByRole('button', { name: /^Remove the passkey/ }).click();
  await page.getByRole('button', { name: 'Remove passkey' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Passkey removed' })).toBeVisible();
  await expect(page.getByText('No passkeys yet.')).toBeVisible();
  await page.context().clearCookies();
  await page.goto(`${site}/login-email`);
  await expect(
    page.getByRole('alert').filter({ hasText: 'This passkey is not known here' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/login-email/);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await signedIn();
});
