import { accounts, expect, expectAccessible, signIn, test } from './fixtures.ts';
import { publicRoutes, signedInRoutes } from './route-list.ts';

/** Every route of spec §2 renders its page, accessibly, on a phone and on a desktop. */

test('public pages render with one heading and no accessibility violations', async ({ page }) => {
  for (const route of publicRoutes) {
    await page.goto(route);
    await expect(page.locator('h1').first(), route).toBeAttached();
    await expectAccessible(page, route);
    // Nothing may widen the page: on a phone that zooms it out and moves the bottom bar.
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `${route} is wider than the screen`).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );
  }
});

test('signed-in pages render for a signed-in customer', async ({ page }) => {
  await signIn(page, accounts.customer);
  for (const route of signedInRoutes) {
    await page.goto(route);
    await expect(page.locator('h1').first(), route).toBeAttached();
    await expect(page, route).not.toHaveURL(/\/login$/);
    await expectAccessible(page, route);
  }
});

test('signed-in pages send signed-out visitors to /login', async ({ page }) => {
  for (const route of ['/bookings-user', '/settings', '/checkout/a1/b1']) {
    await page.goto(route);
    await expect(page).toHaveURL(/\/login$/);
  }
});

test('the admin dashboard lists users to admins and sends others home', async ({
  page,
}, testInfo) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/$/);
  await signIn(page, accounts.customer);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/$/);
  await signIn(page, accounts.admin);
  await page.goto('/dashboard?tab=people');
  await expect(page.getByRole('heading', { name: 'Admin dashboard' })).toBeVisible();
  // Newest accounts first, 10 a page (spec §2): other tests add users, so count, don't name.
  // A table on a desktop; a list of cards on a phone.
  if (testInfo.project.name === 'mobile') {
    const people = page.getByRole('list', { name: 'People' });
    await expect(people.getByRole('listitem')).toHaveCount(10);
  } else {
    const users = page.getByRole('region', { name: 'People' }).getByRole('table');
    await expect(users.getByRole('row')).toHaveCount(11);
    await expect(users.getByRole('cell', { name: /@/ }).first()).toBeVisible();
  }
  await expectAccessible(page);
  await page.goto('/dashboard?tab=money');
  await expect(page.getByRole('heading', { name: 'Payments' })).toBeVisible();
  await expectAccessible(page);
});

test('an unknown path shows the not-found page, with HTTP 404', async ({
  page,
  openMissingPage,
}) => {
  await openMissingPage('/does-not-exist');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('Sorry, this page does not exist')).toBeVisible();
  await expectAccessible(page);
});

test("an unknown artist's profile answers 404 and says so", async ({ page, openMissingPage }) => {
  await openMissingPage('/profile/artist/00000000-0000-4000-8000-000000000000');
  await expect(page.locator('h1').first()).toBeAttached();
  await expectAccessible(page);
});
