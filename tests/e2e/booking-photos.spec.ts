import type { Page } from '@playwright/test';
import {
  completedVisit,
  expect,
  expectAccessible,
  priya,
  signIn,
  test,
  visitKey,
} from './fixtures.ts';
import { photo } from './pictures.ts';

/** How many of the artist's portfolio pictures are photos from real bookings, by the API. */
const fromBookings = async (page: Page, artistId: string) =>
  (
    (await (await page.request.get(`/api/images/${artistId}`)).json()) as Array<{
      fromBooking?: { month: string } | null;
    }>
  ).filter((image) => image.fromBooking).length;

const badges = (page: Page) => page.getByText(/^From a Blush booking, \w{3}\.? \d{4}/);

test('an artist adds a photo to a completed visit; the customer allows it, then withdraws it', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const visit = await completedVisit(
    page.request,
    visitKey('booking-photos', testInfo.project.name),
  );
  const before = await fromBookings(page, visit.artistId);

  // Priya adds a photo from the visit's details.
  await signIn(page, priya);
  await page.goto(`/bookings?booking=${visit.bookingId}`);
  const artistDialog = page
    .getByRole('dialog', { name: 'Booking details' })
    .getByRole('region', { name: 'Photos from this visit' });
  await expect(artistDialog).toBeVisible();
  await artistDialog.getByLabel('Show them under').selectOption('Glam Makeup');
  await artistDialog
    .getByLabel(/^Photos \(JPEG or PNG/)
    .setInputFiles(await photo('after.jpg', 320));
  await artistDialog.getByRole('button', { name: 'Add photos' }).click();
  await expect(artistDialog.getByText('Private: not allowed yet')).toBeVisible();
  await expectAccessible(page, 'the artist adds a booking photo');
  expect(await fromBookings(page, visit.artistId)).toBe(before);

  // The customer is asked in one tap; the answer starts at no.
  await signIn(page, visit.customer);
  await page.goto(`/bookings-user?booking=${visit.bookingId}`);
  const dialog = page.getByRole('dialog', { name: 'Booking details' });
  const allow = dialog.getByRole('switch', { name: 'Show in Priya Raman’s portfolio' });
  await expect(allow).not.toBeChecked();
  await expectAccessible(page, 'the customer is asked about her photo');
  // React Aria's switch hides its input: a person taps the words beside the track.
  const tap = dialog.getByText('Show in Priya Raman’s portfolio');
  await tap.click();
  await expect(page.getByText('This photo now shows in Priya Raman’s portfolio.')).toBeVisible();
  await expect(allow).toBeChecked();

  // It shows in the portfolio with its badge.
  expect(await fromBookings(page, visit.artistId)).toBe(before + 1);
  await page.goto(`/profile/artist/${visit.artistId}`);
  await expect(badges(page)).toHaveCount(before + 1);
  await expect(badges(page).first()).toBeVisible();

  // She withdraws: it is gone from the portfolio at once.
  await page.goto(`/bookings-user?booking=${visit.bookingId}`);
  await tap.click();
  await expect(page.getByText('This photo is no longer shown anywhere.')).toBeVisible();
  expect(await fromBookings(page, visit.artistId)).toBe(before);
  await page.goto(`/profile/artist/${visit.artistId}`);
  await expect(page.getByRole('heading', { name: 'Gallery' })).toBeVisible();
  await expect(badges(page)).toHaveCount(before);
});
