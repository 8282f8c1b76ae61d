import { readdirSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { englishLeft, everythingSaid, vocabulary } from '../support/pseudo-leaks.ts';
import { PSEUDO_PORT } from '../support/e2e-ports.ts';
import { demoContent } from './demo-content.ts';
import { accounts, expect, priya, seriousViolations, signIn, test } from './fixtures.ts';
import { publicRoutes, signedInRoutes } from './route-list.ts';

/**
 * The pseudo-locale sweep (decision 0037): the French page of every route, signed out and signed
 * in as a customer, an artist and an admin, on the app started with PSEUDO_LOCALE=1 (its own
 * server, playwright.config.ts), where every French message comes wrapped in ⟦…⟧. Once the
 * wrapped text, the demo data's own words, brand names and French dates are out, any word left
 * on the page (shown, or an aria-label, placeholder, title or alt) was written in English in
 * the code: the test fails naming each route and its words.
 */
const ORIGIN = `http://127.0.0.1:${PSEUDO_PORT}`;
test.use({ baseURL: ORIGIN });
// Each sweep opens up to some twenty pages and runs axe on each: more than the default minute.
test.describe.configure({ timeout: 180_000 });

/** Pages of the app routes.spec.ts does not open: behind sign-in, reached from menus. */
const moreSignedInRoutes = [
  '/settings/calendar',
  '/settings/health-notes',
  '/events',
  '/events/00000000-0000-4000-8000-000000000000',
];
const artistRoutes = ['/settings/tax', '/settings/credentials', '/earnings/statements'];
const adminRoutes = [
  '/dashboard',
  ...['verification', 'people', 'help', 'money', 'emails', 'views', 'tax', 'audit'].map(
    (tab) => `/dashboard?tab=${tab}`,
  ),
];

/**
 * Besides the demo data: brand names (the banks of the simulated bank connection, the simulated
 * payment providers, the card brands) and React Aria's own French (a dialog's hidden "Dismiss").
 */
const CONTENT = [
  ...demoContent,
  ...['RBC Royal Bank', 'TD Canada Trust', 'Scotiabank', 'National Bank', 'Desjardins'],
  ...['Tangerine', 'Simplii Financial', 'EQ Bank', 'SimPay Connect', 'American Express'],
  'Rejeter',
];

/**
 * The French written outside the catalogue, so never in ⟦…⟧: the legal texts and FAQ
 * (`*.fr-CA.md`) and the artist landing page's copy (its strings), kept in step with the English
 * by src/client/content/legal-texts.test.tsx. Their words are French, not leaks.
 */
const CONTENT_DIR = 'src/client/content';
const FRENCH = vocabulary(
  ...readdirSync(CONTENT_DIR)
    .filter((file) => file.endsWith('.fr-CA.md'))
    .map((file) => readFileSync(`${CONTENT_DIR}/${file}`, 'utf8')),
  ...(readFileSync(`${CONTENT_DIR}/artist-landing.fr-CA.ts`, 'utf8').match(/'[^'\n]*'/g) ?? []),
);
const leaksOn = async (page: Page) =>
  englishLeft(await page.evaluate(everythingSaid), CONTENT, FRENCH);

/**
 * Opens each French route in turn and gathers, by route, the English left on it and what axe
 * finds serious there (issue 35: axe on every page in French).
 */
async function sweep(page: Page, routes: string[]): Promise<Record<string, string>> {
  const found: Record<string, string> = {};
  for (const route of routes) {
    await page.goto(`/fr${route}`);
    await expect(page.locator('html'), route).toHaveAttribute('lang', 'fr-CA');
    await expect(page.locator('h1').first(), route).toBeAttached();
    // Its data in, and what it loads later (a list's rows, a signed-in page's messages).
    await page.waitForLoadState('networkidle');
    const words = await leaksOn(page);
    if (words.length > 0) found[route] = [...new Set(words)].join(' ');
    const axe = await seriousViolations(page);
    if (axe.length > 0) found[`${route} (axe)`] = axe.join('; ');
  }
  return found;
}

test('no English on the public pages in French', async ({ page, openMissingPage }) => {
  // An artist's own profile, found from the search as a visitor finds it.
  await page.goto('/fr/search');
  const profile = page.locator('a[href*="/profile/artist/"]').first();
  const href = (await profile.getAttribute('href'))!.replace(/^\/fr/, '');
  const found = await sweep(page, [...publicRoutes, href]);
  await openMissingPage('/fr/does-not-exist');
  // Its tab title too, which the app sets once it runs (index.html's is the English default).
  await expect(page.locator('h1').first()).toBeAttached();
  await page.waitForLoadState('networkidle');
  const missing = await leaksOn(page);
  if (missing.length > 0) found['/does-not-exist'] = missing.join(' ');
  expect(found).toEqual({});
});

test('no English on a customer’s pages in French', async ({ page }) => {
  await signIn(page, accounts.customer, ORIGIN);
  expect(await sweep(page, [...signedInRoutes, ...moreSignedInRoutes])).toEqual({});
});

test('no English on an artist’s pages in French', async ({ page }) => {
  await signIn(page, priya, ORIGIN);
  expect(await sweep(page, [...signedInRoutes, ...moreSignedInRoutes, ...artistRoutes])).toEqual(
    {},
  );
});

test('no English on an admin’s pages in French', async ({ page }) => {
  await signIn(page, accounts.admin, ORIGIN);
  expect(await sweep(page, ['/', '/settings', '/help', ...adminRoutes])).toEqual({});
});
