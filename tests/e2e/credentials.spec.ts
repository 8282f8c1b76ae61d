import { addCalendarDays, torontoDay } from '#shared/domain/toronto-time.ts';
import { formatMonthYear } from '#shared/domain/credentials.ts';
import { accounts, expect, expectAccessible, signIn, test } from './fixtures.ts';

/** A small PDF, as a phone's Files app would hand one over. */
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

/**
 * Issue 41: an artist sends her insurance certificate (on a phone in the mobile run), an admin
 * approves it, and her search card shows the badge. Each viewport uses an artist whom the
 * demo data gives no credentials.
 */
test('an artist uploads her insurance, an admin approves it, and search shows the badge', async ({
  page,
}, testInfo) => {
  const name = testInfo.project.name === 'mobile' ? 'Thandiwe' : 'Anjali';
  const artist = { email: `${name.toLowerCase()}@artists.blush.local`, password: 'blush-artist' };
  const expiresOn = addCalendarDays(torontoDay(new Date()), 200);

  await signIn(page, artist);
  await page.goto('/settings/credentials');
  await expect(page.getByRole('heading', { level: 1, name: 'Credentials' })).toBeVisible();
  await page.getByRole('radio', { name: 'Liability insurance' }).check();
  await page.getByLabel('Expiry date').fill(addCalendarDays(torontoDay(new Date()), -1));
  await page.getByLabel('File').setInputFiles({
    name: 'insurance.pdf',
    mimeType: 'application/pdf',
    buffer: pdf,
  });
  await page.getByRole('button', { name: 'Send for checking' }).click();
  await expect(page.getByText('must not be in the past')).toBeVisible();
  await page.getByLabel('Expiry date').fill(expiresOn);
  await page.getByRole('button', { name: 'Send for checking' }).click();
  await expect(page.getByText('Waiting for checking')).toBeVisible();
  await expectAccessible(page);

  await signIn(page, accounts.admin);
  await page.goto('/dashboard?tab=verification');
  const queue = page.getByRole('region', { name: /^Credentials to check/ });
  const card = queue.getByRole('listitem').filter({ hasText: name });
  await expect(card.getByLabel('Expiry date')).toHaveValue(expiresOn);
  await expectAccessible(page);
  await card.getByRole('button', { name: `Approve ${name}` }).click();
  await expect(card).toHaveCount(0);

  await page.goto(`/search?q=${name}&showEveryone=true`);
  const result = page.getByRole('article').filter({ hasText: name }).first();
  await expect(
    result.getByText(`Insured · until ${formatMonthYear(expiresOn, 'en-CA')}`),
  ).toBeVisible();
  await expectAccessible(page);
});
