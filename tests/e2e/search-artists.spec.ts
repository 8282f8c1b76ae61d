import type { Locator, Page } from '@playwright/test';
import { addCalendarDays, torontoDay, torontoInstant } from '#shared/domain/toronto-time.ts';
import { expect, expectAccessible, requestVisit, signIn, test } from './fixtures.ts';

/** Each viewport's own customer, so the two projects never meet in one booking. */
const customerFor = (project: string) =>
  project === 'mobile'
    ? { email: 'maya@blush.local', password: 'blush-demo' }
    : { email: 'chloe@blush.local', password: 'blush-demo' };

/** React Aria keeps the input visually hidden; a person clicks its label. */
const pick = async (input: Locator) => {
  await input.locator('xpath=ancestor::label').click();
  await expect(input).toBeChecked();
};

/** Near a postal code, free tomorrow morning, at the artist's place: the filters, as a person sets them. */
async function setFilters(scope: Page | Locator, tomorrow: string) {
  const near = scope.getByRole('textbox', { name: 'Near (postal code)' });
  await near.fill('M4L 1Z8');
  await near.press('Enter');
  await scope.getByLabel('On a date').fill(tomorrow);
  await pick(scope.getByRole('radio', { name: 'Morning (before noon)' }));
  await pick(scope.getByRole('radio', { name: 'Artist’s place' }));
}

test('find an artist free tomorrow morning near a postal code and book a shown time in two taps', async ({
  page,
  request,
}, testInfo) => {
  const isMobile = testInfo.project.name === 'mobile';
  const customer = customerFor(testInfo.project.name);
  // A returning customer: a saved card and number, from an earlier booking 40 days ahead.
  const later = addCalendarDays(torontoDay(new Date()), 40);
  const [y, m, d] = later.split('-').map(Number) as [number, number, number];
  await requestVisit(request, customer, torontoInstant(y, m, d, isMobile ? 14 : 16).toISOString());
  await signIn(page, customer);

  const tomorrow = addCalendarDays(torontoDay(new Date()), 1);
  await page.goto('/search');
  await expect(page.getByRole('button', { name: 'Artists', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('article').first()).toBeVisible();
  if (isMobile) {
    await page.getByRole('button', { name: /^Filters/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Filters' });
    await setFilters(dialog, tomorrow);
    await expectAccessible(page, 'filter dialog with availability');
    await dialog.getByRole('button', { name: 'Show results' }).click();
  } else {
    await setFilters(page, tomorrow);
  }
  await expect(page).toHaveURL(/near=M4L\+1Z8/);
  await expect(page).toHaveURL(new RegExp(`date=${tomorrow}`));
  await expect(page).toHaveURL(/timeOfDay=morning/);

  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: /^Book .+ on / }) })
    .first();
  await expect(card).toBeVisible();
  await expect(card.getByText(/km away/)).toBeVisible();
  await expectAccessible(page, 'artist cards');
  await page.screenshot({ path: testInfo.outputPath('artist-cards.png'), fullPage: true });

  const time = card.getByRole('link', { name: /^Book .+ on / }).first();
  const label = (await time.getAttribute('aria-label')) ?? '';
  await time.click(); // tap 1: the checkout, filled in
  await expect(page).toHaveURL(/\/checkout\/[\w-]+\/[\w-]+\?.*step=4/);
  const order = page.getByRole('button', { name: 'Place order' });
  await expect(order).toBeEnabled();
  await order.click(); // tap 2
  await expect(page.getByText(/Booking Confirmed|Request Sent/).first()).toBeVisible();
  expect(label).toMatch(/^Book \S+ on /);
});

test('the Pictures view keeps the gallery, and Show everyone labels who cannot be booked', async ({
  page,
}) => {
  await page.goto('/search?showEveryone=true');
  await expect(page.getByText('Not taking bookings yet').first()).toBeVisible();
  // A tap before the rendered page is hydrated does nothing: tap again until the address changes.
  await expect(async () => {
    await page.getByRole('button', { name: 'Pictures', exact: true }).click();
    await expect(page).toHaveURL(/view=pictures/, { timeout: 1000 });
  }).toPass();
  await expect(
    page.getByRole('region', { name: /Results/ }).getByRole('link', { name: /, by / }),
  ).toHaveCount(31);
});

/** A blank 1×1 PNG: the map's tiles, served here (the test machine has no network). */
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNk+A8AAQUBAScY42YAAAAASUVORK5CYII=',
  'base64',
);

/** The map of the artists found: beside the cards on a desktop, behind "Show map" on a phone. */
async function openMap(page: Page, isMobile: boolean) {
  if (isMobile) {
    // A tap before the page is hydrated opens nothing: tap again until the map opens.
    const hide = page.getByRole('button', { name: 'Hide map' });
    await expect(async () => {
      const show = page.getByRole('button', { name: 'Show map' });
      if (await show.isVisible()) await show.click();
      await expect(hide).toBeVisible({ timeout: 1000 });
    }).toPass();
    await expect(hide).toHaveAttribute('aria-expanded', 'true');
  }
  return page.getByRole('region', { name: 'Artists found, on a map' });
}

test('the map shows the artists found, moving it searches there, and the list stays', async ({
  page,
}, testInfo) => {
  const isMobile = testInfo.project.name === 'mobile';
  await page.route('https://tile.openstreetmap.org/**', (route) =>
    route.fulfill({ contentType: 'image/png', body: TILE }),
  );
  await page.goto('/search');
  await expect(page.getByRole('article').first()).toBeVisible();
  const map = await openMap(page, isMobile);
  await expect(map).toBeVisible();
  // Every pin or group names an artist or how many: each pin is one of the cards' artists.
  const pins = map.getByRole('link');
  const groups = map.getByRole('button', { name: /places close together/ });
  await expect(pins.or(groups).first()).toBeVisible();
  await expect(
    page
      .getByRole('link', { name: '© OpenStreetMap' })
      .or(map.getByRole('link', { name: 'OpenStreetMap' })),
  ).toBeVisible();
  await expectAccessible(page, 'search map');
  await page.screenshot({ path: testInfo.outputPath('search-map.png'), fullPage: false });

  // Moving the map with the keyboard searches within it.
  await map.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page).toHaveURL(/bbox=-?\d+\.\d{5},/);
  await expect(page.getByText('Only artists in the map’s area.')).toBeVisible();
  await page.getByRole('button', { name: 'Search anywhere' }).click();
  await expect(page).not.toHaveURL(/bbox=/);
  await expect(page.getByRole('article').first()).toBeVisible();
});

test('with no map (offline), search still works', async ({ page }, testInfo) => {
  await page.route('https://tile.openstreetmap.org/**', (route) => route.abort());
  await page.goto('/search');
  await openMap(page, testInfo.project.name === 'mobile');
  await expect(
    page.getByText('The map could not load. Every artist found is in the list.'),
  ).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('article').first().getByRole('link').first()).toBeVisible();
});
