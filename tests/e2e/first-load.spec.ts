import { expect, test } from './fixtures.ts';

/**
 * Public pages arrive rendered (issue 18): a phone shows them before its JavaScript runs, and
 * the app then takes over the same markup (any hydration mismatch fails the test: the fixture
 * fails on a console error).
 */
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('home, search and a profile show their content, the first picture fetched first', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { name: 'Find the artist behind your best look.' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Featured artists' })).toBeVisible();

    await page.goto('/search?q=bridal');
    const first = page.getByRole('list').locator('img').first();
    await expect(first).toBeVisible();
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    const profile = await page.getByRole('list').getByRole('link').first().getAttribute('href');

    await page.goto(profile!);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('#root')).toHaveAttribute('data-rendered', 'server');
  });
});

test('a rendered page comes alive: searching from the home page', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('#root')).toHaveAttribute('data-rendered', 'server');
  await page.getByRole('searchbox', { name: 'Search artists' }).fill('balayage');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/search\?q=balayage/);
  await expect(page.getByRole('list').locator('img').first()).toBeVisible();
});
