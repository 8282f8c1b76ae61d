import { addCalendarDays, torontoDay, torontoInstant } from '#shared/domain/toronto-time.ts';
import { expect, expectAccessible, priya, requestVisit, signIn, test } from './fixtures.ts';

/** Each viewport's own customer, so the two projects never meet in one booking. */
const customerFor = (project: string) =>
  project === 'mobile'
    ? { email: 'maya@blush.local', password: 'blush-demo' }
    : { email: 'chloe@blush.local', password: 'blush-demo' };

/**
 * A weekday afternoon 8 days or more ahead, when the other demo artists work (Tuesday to
 * Saturday, 10:00 to 19:00), at a time of its own per viewport.
 */
function afternoonAhead(project: string): string {
  let day = addCalendarDays(torontoDay(new Date()), 8);
  for (;;) {
    const weekday = new Date(`${day}T17:00:00Z`).getUTCDay();
    if (weekday >= 2 && weekday <= 5) break;
    day = addCalendarDays(day, 1);
  }
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return torontoInstant(y, m, d, project === 'mobile' ? 13 : 15).toISOString();
}

test('the artist declines; the customer rebooks with an alternative in two taps', async ({
  page,
  request,
}, testInfo) => {
  const customer = customerFor(testInfo.project.name);
  const bookingId = await requestVisit(request, customer, afternoonAhead(testInfo.project.name));

  // Priya declines from her bookings, saying why (the customer sees her reason).
  await signIn(page, priya);
  await page.goto(`/bookings?booking=${bookingId}`);
  await page.getByRole('button', { name: 'Decline', exact: true }).click();
  const ask = page.getByRole('alertdialog');
  await ask.getByRole('radio', { name: 'I am not available at that time' }).check();
  await ask.getByRole('button', { name: 'Decline booking', exact: true }).click();
  await expect(page.getByText('Booking declined').first()).toBeVisible();

  await signIn(page, customer);
  await page.goto(`/bookings-user?booking=${bookingId}`);
  const panel = page.getByRole('region', { name: 'Book another artist' });
  await expect(panel).toBeVisible();
  const first = panel.getByRole('button', { name: /^Book with / }).first();
  await expect(first).toBeVisible();
  const name = ((await first.textContent()) ?? '').replace('Book with ', '').trim();
  await expectAccessible(page, 'alternatives');

  await first.click(); // tap 1: the order, filled in
  await expect(panel.getByText('Visa •••• 4242').or(panel.getByText(/4242/)).first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('filled-in-order.png'), fullPage: true });
  await panel.getByRole('button', { name: `Confirm booking with ${name}` }).click(); // tap 2
  await expect(panel.getByText('Booked', { exact: true })).toBeVisible();
  await page.goto('/bookings-user');
  await expect(page.getByText(new RegExp(name)).first()).toBeVisible();
});
