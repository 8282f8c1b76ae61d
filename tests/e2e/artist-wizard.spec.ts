import type { Page, TestInfo } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';
import { photo, pickFiles } from './pictures.ts';

/**
 * A new user becomes an artist: registers, confirms, chooses "I'm a Beauty Artist", completes
 * the seven wizard steps (with a profile picture and five tagged pictures) and sees the public
 * profile waiting for verification.
 */

const uniqueEmail = (testInfo: TestInfo) =>
  `artist-${testInfo.project.name}-${Date.now()}@example.com`;

async function registerAndConfirm(page: Page, email: string) {
  await page.goto('/register-email');
  await page.getByLabel('First name').fill('Zara');
  await page.getByLabel('Last name').fill('Haddad');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('wizard-secret');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  let link = '';
  await expect(async () => {
    const res = await page.request.get('/dev/mail.json');
    const mail = (await res.json()) as Array<{ to: string; text: string }>;
    const text = mail.find((m) => m.to.includes(email))?.text ?? '';
    link = /https?:\/\/\S+\/confirmation\/[\w-]+/.exec(text)?.[0] ?? '';
    expect(link).not.toBe('');
  }).toPass({ timeout: 20_000 });
  await page.goto(link);
  await expect(page).toHaveURL(/\/role$/);
}

const step = (page: Page, title: string, n: number) =>
  Promise.all([
    expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible(),
    expect(page.getByText(`${n} / 7`)).toBeVisible(),
  ]);
const next = (page: Page) => page.getByRole('button', { name: 'Next' });

test('a new artist completes the wizard and sees the public profile', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await registerAndConfirm(page, uniqueEmail(testInfo));
  await page.getByRole('link', { name: /I'm a Beauty Artist/ }).click();

  // 1. Personal info: a profile picture and a Canadian mobile number.
  await step(page, 'Personal info', 1);
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '10');
  await pickFiles(page, 'Add a picture', [await photo('me.jpg', 340)]);
  await expect(page.getByRole('button', { name: 'Change picture' })).toBeVisible();
  await expectAccessible(page, 'wizard step 1');
  await page.getByLabel('Mobile number').fill('416 555 0142');
  await next(page).click();

  // 2. Bio: Next waits for a profession and a bio; this step creates the profile.
  await step(page, 'Bio', 2);
  await expect(next(page)).toBeDisabled();
  await page.getByRole('button', { name: /Profession/ }).click();
  await page.getByRole('option', { name: 'Makeup & Hair Artist' }).click();
  await page
    .getByLabel('Bio')
    .fill('Editorial and bridal looks that last from the first look to the last dance.');
  await page.getByLabel('Instagram username (optional)').fill('zara.glam');
  await expectAccessible(page, 'wizard step 2');
  await next(page).click();

  // 3. Categories.
  await step(page, 'Categories', 3);
  await expect(next(page)).toBeDisabled();
  await page.getByRole('checkbox', { name: 'Bridal' }).check();
  await page.getByRole('checkbox', { name: 'Blowout' }).check();
  await expectAccessible(page, 'wizard step 3');
  await next(page).click();

  // 4. Portfolio: five pictures, each tagged, before Next opens.
  await step(page, 'Portfolio', 4);
  await pickFiles(
    page,
    'Add pictures',
    await Promise.all([0, 1, 2, 3, 4].map((i) => photo(`work-${i}.jpg`, 300 + i * 12))),
  );
  const tags = page.getByLabel(/Tag for picture/);
  await expect(tags).toHaveCount(5, { timeout: 30_000 });
  await expect(next(page)).toBeDisabled();
  for (let i = 0; i < 5; i++) {
    await tags.nth(i).selectOption(i % 2 ? 'Blowout' : 'Bridal Makeup');
  }
  await expect(next(page)).toBeEnabled();
  await expectAccessible(page, 'wizard step 4');
  await next(page).click();

  // 5. Services and location.
  await step(page, 'Services and location', 5);
  await expect(next(page)).toBeDisabled();
  await page.getByLabel('Service', { exact: true }).fill('Bridal glam');
  await page.getByLabel('Price (CAD)').fill('180');
  await page.getByLabel('Description').fill('Trial, lashes and touch-up kit');
  await page.getByRole('button', { name: 'Add service' }).click();
  await expect(page.getByText('Service Added')).toBeVisible();
  await page.getByLabel('Notes on your hours (optional)').fill('Early starts for weddings');
  await page.getByRole('checkbox', { name: 'At the client’s home' }).check();
  await expectAccessible(page, 'wizard step 5');
  await next(page).click();

  // 6. Qualification.
  await step(page, 'Qualification', 6);
  await expect(next(page)).toBeDisabled();
  await page.getByRole('radio', { name: 'Female' }).check();
  await page.getByRole('radio', { name: 'No, but I have professional experience' }).check();
  await page.getByRole('radio', { name: 'Native or fluent' }).check();
  await expectAccessible(page, 'wizard step 6');
  await next(page).click();

  // 7. Bank connect: payouts come later; the artist finishes now.
  await step(page, 'Bank connect', 7);
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  await expectAccessible(page, 'wizard step 7');
  await page.getByRole('button', { name: 'Connect later' }).click();

  // The tax details step, which does not hold the profile back.
  await expect(page).toHaveURL(/\/settings\/tax\?from=wizard$/);
  await page.getByRole('link', { name: 'Do this later' }).click();

  // The public profile, as its owner sees it while it waits for verification.
  await expect(page).toHaveURL(/\/profile\/artist\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Zara Haddad' })).toBeVisible();
  await expect(page.getByText(/within 2 hours/)).toBeVisible();
  // Clients see the all-in price: her $180 and the 5% booking fee.
  await expect(page.getByText('$189 /cad start').first()).toBeVisible();
  await expect(page.locator('#book').getByText('$189.00')).toBeVisible();
  await expect(page.locator('#book').getByRole('link', { name: /^Book\b/ })).toHaveCount(0);
  await expect(page.locator('#book').getByRole('link', { name: 'Edit services' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Bridal Makeup by Zara Haddad' })).toHaveCount(3);
  await expectAccessible(page, 'own public profile');
  await page.getByRole('img', { name: 'Blowout by Zara Haddad' }).first().click();
  const lightbox = page.getByRole('dialog');
  await expect(lightbox.getByText('2 of 5')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(lightbox.getByText('3 of 5')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(lightbox).toHaveCount(0);

  // Coming back to the wizard says it is done.
  await page.goto('/create-profile');
  await expect(page.getByText(/Your profile is complete/)).toBeVisible();
});
