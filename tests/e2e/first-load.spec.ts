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

    await page.goto('/search?view=pictures&q=bridal');
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

test('a tab from before a release that cannot load a page’s code loads the page again', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('#root')).toHaveAttribute('data-rendered', 'server');
  // The help page's code file is gone the first time it is asked for, as after a release.
  // On the context, which also sees what the service worker fetches once it controls the page.
  let refused = 0;
  await page
    .context()
    .route(/\/assets\/help-[\w-]+\.js$/, (route) =>
      refused++ === 0 ? route.abort('failed') : route.continue(),
    );
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact us' }).click();
  await expect(page).toHaveURL(/\/help$/);
  await expect(page.getByRole('heading', { level: 1, name: /Help/ })).toBeVisible();
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  expect(refused).toBe(2);
});
