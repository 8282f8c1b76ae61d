import { expect, expectAccessible, test } from './fixtures.ts';

test('a help message sent from the page reaches the outbox', async ({ page }) => {
  const text = `My booking code does not work ${Date.now()}`;
  await page.goto('/help');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('is required').first()).toBeVisible();

  await page.getByRole('button', { name: /Issue/ }).click();
  await page.getByRole('option', { name: "Can't cancel my booking" }).click();
  await page.getByLabel('Tell us what happened').fill(text);
  await page.getByLabel('Email').fill('visitor@example.com');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Email sent successfully')).toBeVisible();
  await expectAccessible(page);

  await expect(async () => {
    await page.goto('/dev/mail');
    await expect(
      page.getByRole('link', { name: "[Help] Can't cancel my booking" }).first(),
    ).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await page.getByRole('link', { name: "[Help] Can't cancel my booking" }).first().click();
  await expect(page.getByText(text)).toBeVisible();
  await expect(page.getByText('Reply-To: visitor@example.com')).toBeVisible();
});
