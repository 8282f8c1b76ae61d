import { accounts, expect, expectAccessible, test } from './fixtures.ts';

test('a customer signs in with e-mail and the navigation changes', async ({ page, isMobile }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Continue with e-mail' }).click();
  await page.getByLabel('Email').fill(accounts.customer.email);
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('The e-mail or password is incorrect.');
  await expectAccessible(page);

  await page.getByLabel('Password').fill(accounts.customer.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Bookings' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Login' })).toHaveCount(0);
  if (isMobile) {
    await nav.getByRole('link', { name: 'Profile' }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }),
    ).toBeVisible();
  }
});
