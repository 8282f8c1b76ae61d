import { addCalendarDays, torontoDay, torontoInstant } from '#shared/domain/toronto-time.ts';
import {
  call,
  chloe,
  expect,
  expectAccessible,
  pickTorontoTime,
  priya,
  requestVisit,
  serveBlankTiles,
  signIn,
  test,
  tokenOf,
} from './fixtures.ts';

/**
 * A visit at the customer's place (issue 38): she finds her address among the suggestions of
 * the local geocoder (playwright.config.ts), sees the travel fee as a line of the price before
 * she books, and books; Priya sees the postal area until she accepts, then the address, and
 * her day shows the drive from her visit before with directions.
 */

const customerFor = (project: string) =>
  project === 'mobile'
    ? { account: { email: 'maya@blush.local', password: 'blush-demo' }, name: /Maya/ }
    : { account: chloe, name: /Chlo/ };

/** East York's postal area (M4C) centre: her visit before, 3 km from Priya's base in M4L. */
const EAST_YORK = { lat: 43.6953, lng: -79.3184, street: '25 Cosburn Ave' };

const booked: string[] = [];
test.afterEach(async ({ request }, testInfo) => {
  const token = await tokenOf(request, customerFor(testInfo.project.name).account);
  for (const id of booked.splice(0)) {
    await call(request, token, 'POST', `/api/book/booking/${id}/accepted`, {
      state: 'declined-user',
      reason: 'plans-changed',
    });
  }
});

test('a customer books a visit at her place with its travel fee; the artist’s day shows the drive', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const phone = testInfo.project.name === 'mobile';
  const customer = customerFor(testInfo.project.name);
  // A day of its own per viewport, clear of the other specs' bookings with Priya.
  const day = addCalendarDays(torontoDay(new Date()), phone ? 19 : 17);
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const at = (hour: number) => torontoInstant(y, m, d, hour, 0);

  // Her visit before, in East York from 10:00 to 10:45, accepted.
  const before = await requestVisit(request, customer.account, at(10).toISOString(), EAST_YORK);
  booked.push(before);
  await call(
    request,
    await tokenOf(request, priya),
    'POST',
    `/api/book/booking/${before}/request`,
    {
      state: 'accepted',
    },
  );

  await serveBlankTiles(page);
  await signIn(page, customer.account);
  const search = await page.request.get('/api/search?q=priya');
  const { results } = (await search.json()) as { results: Array<{ artist: { _id: string } }> };
  await page.goto(`/profile/artist/${results[0]!.artist._id}`);
  await page.getByRole('link', { name: /^Book Natural Glow/ }).click();
  await pickTorontoTime(page, at(13));
  const next = page.getByRole('button', { name: 'Next' });
  await next.click();

  // 2. Her place: suggestions as she types, one picked, the fee before she goes on.
  await expect(page.getByRole('heading', { name: 'Step 2 of 4: Contact' })).toBeVisible();
  const mobile = page.getByRole('textbox', { name: 'Contact number' });
  if ((await mobile.count()) > 0 && !(await mobile.inputValue())) await mobile.fill('416 555 0142');
  await page.getByText('Your place', { exact: true }).click();
  await page.getByRole('textbox', { name: 'Street address' }).fill('100 Queen St W');
  const suggestion = page.getByRole('button', {
    name: /^Toronto City Hall, 100 Queen Street West/,
  });
  await expect(suggestion).toBeVisible();
  await expect(page.getByText('2 addresses found')).toBeAttached();
  await expectAccessible(page, 'checkout: address suggestions');
  await suggestion.click();
  // 6 km from her base in M4L: the $15 band, all-in $15.75 with the booking fee, the same
  // figure as the order's line (every price she sees is all-in).
  await expect(page.getByTestId('travel-fee')).toHaveText(
    'Travel fee $15.75 (6 km), included in the price',
  );
  const order = page.getByRole('complementary', { name: 'Your order' });
  await expect(order.getByRole('listitem').filter({ hasText: 'Travel fee' })).toContainText(
    '$15.75',
  );
  // The pin on the map moves to her door (arrow keys, as by dragging): the fee is asked again.
  const map = page.getByRole('region', { name: 'Map of your place' });
  const pin = map.getByRole('button', { name: /^Your door: move it/ });
  await pin.focus();
  const quoted = page.waitForResponse((r) => r.url().includes('/api/travel/'));
  await page.keyboard.press('ArrowUp');
  expect((await quoted).ok()).toBe(true);
  await expect(page.getByTestId('travel-fee')).toContainText('Travel fee $15.75');
  await page.getByRole('textbox', { name: 'Unit or apartment' }).fill('1203');
  await page.getByRole('textbox', { name: 'Buzzer', exact: true }).fill('2203');
  await expectAccessible(page, 'checkout: your place');
  await page.screenshot({ path: testInfo.outputPath('your-place.png'), fullPage: true });
  await next.click();

  await expect(page.getByRole('heading', { name: 'Step 3 of 4: Payment' })).toBeVisible();
  await page.getByText('Visa •••• 4242', { exact: true }).first().click();
  await next.click();
  await expect(page.getByRole('heading', { name: 'Step 4 of 4: Book' })).toBeVisible();
  const summary = page.getByRole('list', { name: 'Services ordered' });
  await expect(summary.getByRole('listitem').filter({ hasText: 'Travel fee' })).toContainText(
    '$15.75',
  );
  await expect(page.getByText('Unit 1203 · Buzzer 2203')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('book.png'), fullPage: true });
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order.' })).toBeVisible();

  // Priya reads the postal area until she accepts, then the street, unit and buzzer.
  await signIn(page, priya);
  await page.goto('/bookings');
  await page
    .getByRole('list', { name: 'Bookings' })
    .getByRole('button')
    .filter({ hasText: customer.name })
    .filter({ hasText: 'Request' })
    .first()
    .click();
  const details = page.getByRole('dialog', { name: 'Booking details' });
  await expect(details.getByText('In M5H, Toronto')).toBeVisible();
  await expect(details.getByText('You see her address once you accept.')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('request-details.png') });
  await expect(details.getByText(/Queen Street|1203|2203/)).toHaveCount(0);
  booked.push(new URL(page.url()).searchParams.get('booking') ?? '');
  await details.getByRole('button', { name: 'Accept' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Accept' }).click();
  await expect(details.getByText('Accepted').first()).toBeVisible();
  await expect(details.getByText(/100 Queen Street West/)).toBeVisible();
  await expect(details.getByText('Unit 1203 · Buzzer 2203')).toBeVisible();
  await page.keyboard.press('Escape');

  // Her day (her week on a desktop) shows the drive from East York, with directions.
  await page.goto(`/bookings?view=${phone ? 'day' : 'week'}&day=${day}`);
  const leg = page.getByTestId('travel-leg');
  await expect(leg).toHaveCount(1);
  await expect(leg).toContainText(/^\d+ min to M5H/);
  await expect(leg.getByRole('link', { name: 'Directions' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.openstreetmap\.org\/directions\?/,
  );
  // Her visit's travel fee is a line of its own there, not one of the services.
  const withFee = page.getByRole('button').filter({ hasText: 'Travel fee $15.00' }).first();
  await expect(withFee).toBeVisible();
  await expect(withFee).not.toContainText(', Travel fee');
  await expectAccessible(page, 'the artist’s day with a drive');
  await page.screenshot({ path: testInfo.outputPath('day-with-a-drive.png'), fullPage: true });
});
