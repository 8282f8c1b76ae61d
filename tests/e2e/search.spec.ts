import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';

/**
 * A visitor searches from home, filters, scrolls for more and opens a profile, on the demo
 * data (35 verified artists with 5–8 pictures each, so several pages of 31).
 */

/** React Aria keeps the input visually hidden; a person clicks its label. */
const pick = async (checkbox: Locator) => {
  await checkbox.locator('xpath=ancestor::label').click();
  await expect(checkbox).toBeChecked();
};

const resultLinks = (page: Page) =>
  page.getByRole('region', { name: /Results/ }).getByRole('link', { name: /, by / });

test('search from home, filter, scroll for more and open a profile', async ({ page }, testInfo) => {
  const isMobile = testInfo.project.name === 'mobile';
  await page.goto('/');
  await expect(page.getByRole('region', { name: /Featured artists/ })).toBeVisible();
  await expectAccessible(page, 'home');

  // Every artist: 31 pictures, then more as the list's end comes near.
  await page.getByRole('searchbox', { name: 'Search artists' }).fill('');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/search$/);
  // Search opens on artists; the Pictures view keeps the gallery.
  await page.getByRole('button', { name: 'Pictures', exact: true }).click();
  await expect(page).toHaveURL(/\/search\?view=pictures$/);
  await expect(resultLinks(page)).toHaveCount(31);
  await resultLinks(page).last().scrollIntoViewIfNeeded();
  await expect(resultLinks(page)).toHaveCount(62);
  await expectAccessible(page, 'search');

  // Filter by a category: the URL says so, and every result carries that tag.
  if (isMobile) {
    await page.getByRole('button', { name: /^Filters/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Filters' });
    await pick(dialog.getByRole('checkbox', { name: 'Blowout' }));
    await expectAccessible(page, 'filter dialog');
    await dialog.getByRole('button', { name: 'Show results' }).click();
    await expect(page.getByRole('button', { name: 'Filters (1 active)' })).toBeVisible();
  } else {
    await pick(page.getByRole('checkbox', { name: 'Blowout' }));
  }
  await expect(page).toHaveURL(/categories=Blowout/);
  const first = resultLinks(page).first();
  await expect(first).toContainText('Blowout');
  const count = await resultLinks(page).count();
  for (let i = 0; i < count; i++) await expect(resultLinks(page).nth(i)).toContainText('Blowout');

  // Back returns to every artist; Forward to the filter.
  await page.goBack();
  await expect(page).toHaveURL(/\/search\?view=pictures$/);
  await page.goForward();
  await expect(page).toHaveURL(/categories=Blowout/);

  // A card opens the artist's profile.
  await resultLinks(page).first().click();
  await expect(page).toHaveURL(/\/profile\/artist\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Gallery' })).toBeVisible();
});

test('a search that finds nothing says so and clears', async ({ page }) => {
  await page.goto('/search?view=pictures&q=zzzzqqqxxy');
  await expect(page.getByText('Don’t give up! Try with another category')).toBeVisible();
  await expectAccessible(page, 'empty search');
  await page.getByRole('button', { name: 'Clear Search', exact: true }).click();
  await expect(page).toHaveURL(/\/search\?view=pictures$/);
  await expect(resultLinks(page)).toHaveCount(31);
});
