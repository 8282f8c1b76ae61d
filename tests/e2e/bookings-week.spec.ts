import { weekDates } from '#shared/domain/agenda.ts';
import { addCalendarDays, torontoDay, torontoInstant } from '#shared/domain/toronto-time.ts';
import {
  call,
  chloe,
  dayLabel,
  expect,
  expectAccessible,
  priya,
  requestVisit,
  signIn,
  test,
  tokenOf,
  type Json,
} from './fixtures.ts';

/**
 * The artist's week (desktop) and day (phone) on /bookings (issue 20): Priya works around the
 * clock; the test gives her one short day and a day off, in a week of its own per viewport, and
 * puts her schedule back after.
 */

/** Intl puts narrow no-break spaces in times; the tests write plain ones. */
const spaces = (texts: string[]) => texts.map((t) => t.replace(/\s+/g, ' ').trim());

let saved: Json | null = null;
let bookingId: string | null = null;
test.beforeEach(async ({ request }) => {
  saved = await call(request, await tokenOf(request, priya), 'GET', '/api/availability');
});
test.afterEach(async ({ request }) => {
  if (bookingId) {
    await call(
      request,
      await tokenOf(request, chloe),
      'POST',
      `/api/book/booking/${bookingId}/request`,
      {
        state: 'declined-user',
        reason: 'plans-changed',
      },
    );
    bookingId = null;
  }
  if (saved) await call(request, await tokenOf(request, priya), 'PUT', '/api/availability', saved);
});

test('the artist sees her week (a day on a phone): bookings, free hours and days off', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const phone = testInfo.project.name === 'mobile';
  // Tuesday and Wednesday of a week three (desktop) or four (phone) weeks ahead, Toronto.
  const monday = weekDates(addCalendarDays(torontoDay(new Date()), phone ? 28 : 21))[0]!;
  const short = addCalendarDays(monday, 1);
  const off = addCalendarDays(monday, 2);
  await call(request, await tokenOf(request, priya), 'PUT', '/api/availability', {
    ...saved,
    overrides: [
      ...((saved?.overrides as Json[] | undefined) ?? []),
      { date: short, ranges: [{ start: '10:00', end: '12:00' }] },
      { date: off, ranges: [] },
    ],
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: 0,
    instantBook: false,
  });
  const [y, m, d] = short.split('-').map(Number) as [number, number, number];
  bookingId = await requestVisit(request, chloe, torontoInstant(y, m, d, 10, 0).toISOString());

  await signIn(page, priya);
  await page.goto('/bookings');
  await page.getByRole('radio', { name: phone ? 'Day' : 'Week' }).click();
  await expect(page).toHaveURL(phone ? /\?view=day$/ : /\?view=week$/);
  await expect(page.getByRole('button', { name: phone ? 'Today' : 'This week' })).toBeDisabled();

  // The week (or the day) in the URL, as a reload or a shared link opens it.
  await page.goto(`/bookings?view=${phone ? 'day' : 'week'}&day=${short}`);
  const shortDay = page.getByRole('list', { name: dayLabel(short) });
  await expect(shortDay.getByRole('listitem')).toHaveCount(4);
  expect(spaces(await shortDay.getByRole('listitem').allInnerTexts())).toEqual([
    'Until 10:00 a.m. Off',
    expect.stringMatching(/^10:00–10:45 a\.m\. Natural Glow Chlo.* Request$/),
    '10:45 a.m.–12:00 p.m. Free',
    'From 12:00 p.m. Off',
  ]);
  await expectAccessible(page, phone ? 'bookings: day' : 'bookings: week');
  if (phone) {
    await page.getByRole('button', { name: 'Next day' }).click();
    await expect(page).toHaveURL(new RegExp(`/bookings\\?view=day&day=${off}$`));
  } else {
    await expect(page.getByRole('heading', { level: 3 })).toHaveCount(7);
    await expect(page.getByRole('list', { name: dayLabel(addCalendarDays(monday, 3)) })).toHaveText(
      /All day\s*Free/,
    );
  }
  await expect(page.getByRole('list', { name: dayLabel(off) })).toHaveText(/All day\s*Day off/);

  // The booking opens its details over the view; closing it returns to the same view.
  if (phone) await page.goBack();
  await shortDay.getByRole('button', { name: /Natural Glow/ }).click();
  const details = page.getByRole('dialog', { name: 'Booking details' });
  await expect(details.getByRole('heading', { name: /^Booking with Chlo/ })).toBeVisible();
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(details).toBeHidden();
  await expect(page).toHaveURL(
    new RegExp(`/bookings\\?view=${phone ? 'day' : 'week'}&day=${short}$`),
  );
  await expect(shortDay).toBeVisible();
});
