import { readFile } from 'node:fs/promises';
import {
  accounts,
  completedVisit,
  expect,
  expectAccessible,
  priya,
  signIn,
  test,
  visitKey,
} from './fixtures.ts';

/**
 * Issue 40: an artist paid for a service this year enters her tax details (on a phone, in the
 * mobile run), and an admin generates the year's Part XX return and downloads it.
 */
test('an artist enters her tax details, then an admin downloads the year’s return', async ({
  page,
  request,
}, testInfo) => {
  await completedVisit(request, visitKey('tax', testInfo.project.name));

  await signIn(page, priya);
  await page.goto('/settings/tax');
  await expect(page.getByRole('heading', { level: 1, name: 'Tax details' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Legal name/ }).fill('Priya Raman Shah');
  await page.getByRole('textbox', { name: /^Social insurance number/ }).fill('046 454 287');
  await page.getByRole('textbox', { name: /^Date of birth/ }).fill('1990-04-12');
  await page.getByRole('textbox', { name: /^Street address/ }).fill('100 Queen St W');
  await page.getByRole('textbox', { name: /^City/ }).fill('Toronto');
  await page.getByRole('textbox', { name: /^Postal code/ }).fill('M5H 2N2');
  await page.getByRole('button', { name: 'Save tax details' }).click();
  // A SIN that fails the Luhn check is named, and nothing is saved.
  await expect(page.getByText('is not a valid SIN')).toBeVisible();
  await page.getByRole('textbox', { name: /^Social insurance number/ }).fill('046 454 286');
  await page.getByRole('button', { name: 'Save tax details' }).click();
  await expect(page.getByRole('status').filter({ hasText: '***-***-286' })).toBeVisible();
  await expect(page.getByText('046 454 286')).toHaveCount(0);
  await expectAccessible(page);

  await page.goto('/earnings/statements');
  // A table on a desktop; on a phone, a card per quarter, nothing off-screen.
  const mobile = testInfo.project.name === 'mobile';
  await expect(
    page.getByRole(mobile ? 'list' : 'table', { name: /statement, by quarter/ }),
  ).toBeVisible();
  await expectAccessible(page);

  await signIn(page, accounts.admin);
  await page.goto('/dashboard?tab=tax');
  const panel = page.getByRole('region', { name: 'Tax reporting' });
  await expect(panel.getByText(/Priya/).first()).toBeVisible();
  const missing = panel.getByRole('checkbox', { name: /not provided/ });
  if (await missing.isVisible()) await missing.check();
  await expectAccessible(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('button', { name: /^Download the (amended )?return/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^part-xx-\d{4}-(original|amended)\.xml$/);
  const xml = await readFile(await download.path(), 'utf8');
  expect(xml).toContain('<T619>');
  expect(xml).toContain('<PartXXBody>');
  expect(xml).toContain('<BN15>123456782RZ0001</BN15>');
  expect(xml).toContain('<LastName>Shah</LastName>');
  await expect(panel.getByText(/(Original|Amended) return,/).first()).toBeVisible();
});
