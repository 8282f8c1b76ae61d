import type { Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  signIn,
  test,
  completedVisit,
  priya,
  visitKey,
} from './fixtures.ts';

/** The demo artist reviewed; each viewport's own customer; someone else who reports. */
const artist = priya;
const customerFor = (project: string) =>
  project === 'mobile'
    ? { email: 'maya@blush.local', password: 'blush-demo' }
    : { email: 'chloe@blush.local', password: 'blush-demo' };
const reporter = { email: 'daniel@blush.local', password: 'blush-demo' };

/** The "Leave a review" link of the customer's newest receipt, as a path on this server. */
async function reviewLinkFromReceipt(page: Page, email: string, bookingId: string) {
  await expect
    .poll(async () => {
      const mail = (await (await page.request.get('/dev/mail.json')).json()) as Array<{
        to: string;
        text: string;
      }>;
      return mail.find((m) => m.to === email && m.text.includes(bookingId))?.text ?? '';
    })
    .toContain('Leave a review: ');
  const mail = (await (await page.request.get('/dev/mail.json')).json()) as Array<{
    to: string;
    text: string;
  }>;
  const text = mail.find((m) => m.to === email && m.text.includes(bookingId))!.text;
  return new URL(/Leave a review: (\S+)/.exec(text)![1]!).pathname;
}

/** The customer's booking, its details opened from their list's link. */
async function openBooking(page: Page, bookingId: string) {
  await page.goto(`/bookings-user?booking=${bookingId}`);
  await expect(page.getByRole('dialog', { name: 'Booking details' })).toBeVisible();
}

const numbers = async (page: Page, artistId: string) =>
  (await (await page.request.get(`/api/review/${artistId}`)).json()) as {
    ratingAverage: number | null;
    reviewCount: number;
  };

test('a customer reviews a completed visit from the e-mailed link; the artist replies; someone reports it', async ({
  page,
}, testInfo) => {
  // One whole journey over three accounts, with six accessibility checks: longer than most.
  test.setTimeout(150_000);
  const customer = customerFor(testInfo.project.name);
  // Each viewport's run reviews Priya once; its own subject tells the two reviews apart.
  const subject = `Glowing for the gala (${testInfo.project.name})`;
  const { artistId, bookingId } = await completedVisit(
    page.request,
    visitKey('reviews', testInfo.project.name),
  );
  const before = await numbers(page, artistId);

  // The completed booking offers a review and no longer shows its code.
  await signIn(page, customer);
  await openBooking(page, bookingId);
  const details = page.getByRole('dialog', { name: 'Booking details' });
  await expect(details.getByRole('link', { name: 'Leave a review' })).toBeVisible();
  await expect(details.getByText('Completed', { exact: true })).toHaveCount(1);
  await expect(details.getByRole('region', { name: 'Your booking code' })).toHaveCount(0);
  await expectAccessible(page, 'completed booking');

  // The e-mailed link, opened signed out: the page says why, and sign-in comes back to it.
  const link = await reviewLinkFromReceipt(page, customer.email, bookingId);
  expect(link).toBe(`/profile/artist/${artistId}/${bookingId}`);
  await page.context().clearCookies();
  await page.goto(link);
  await expect(page.getByText('Sign in to leave a review')).toBeVisible();
  await expectAccessible(page, 'review page, signed out');
  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await page.getByRole('link', { name: 'Continue with e-mail' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(customer.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(customer.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(link);

  // The form: 4 stars chosen, Submit disabled until subject and text are there.
  await expect(page.getByText(/Your visit of .+ (EST|EDT): Natural Glow × 1/)).toBeVisible();
  await expect(page.getByRole('radio', { name: '4 stars' })).toBeChecked();
  const submit = page.getByRole('button', { name: 'Submit review' });
  await expect(submit).toBeDisabled();
  const fiveStars = page.getByRole('radio', { name: '5 stars' });
  await page.locator('label', { has: fiveStars }).click(); // a tap on the fifth star
  await expect(fiveStars).toBeChecked();
  await page.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await expect(submit).toBeDisabled();
  await page
    .getByRole('textbox', { name: 'Your review' })
    .fill('Priya was early and kind; the look lasted all night.');
  await expectAccessible(page, 'review form');
  await submit.click();
  await expect(page.getByText('Comment Added').first()).toBeVisible();

  // On the profile: the review, the verified visit and the new numbers in the header.
  await page.getByRole('link', { name: 'See it on the profile' }).click();
  const count = before.reviewCount + 1;
  const average = (Math.round((before.ratingAverage ?? 0) * before.reviewCount) + 5) / count;
  const review = page.getByRole('article', { name: subject });
  await expect(review).toBeVisible();
  await expect(review.getByText('Verified visit: Natural Glow')).toBeVisible();
  await expect(review.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
  await expect(
    page.getByRole('link', { name: new RegExp(`${average.toFixed(1)} · ${count} reviews`) }),
  ).toBeVisible();
  await expectAccessible(page, 'profile with reviews');

  // Search's rating filter finds her, with the stars and the count on the card.
  // (the filter's steps are 3, 4 and 4.5 stars and up; her average decides which find her)
  const within = [4.5, 4, 3].find((stars) => stars <= average)!;
  await page.goto(`/search?q=priya&minRating=${within}`);
  await expect(page.getByText(`★ ${average.toFixed(1)} (${count})`).first()).toBeVisible();
  await expectAccessible(page, 'search by rating');
  const above = [3, 4, 4.5].find((stars) => stars > average);
  if (above) {
    await page.goto(`/search?q=priya&minRating=${above}`);
    await expect(page.getByText('No artist is free for this search yet.')).toBeVisible();
  }

  // The booking now links to the review.
  await openBooking(page, bookingId);
  await expect(details.getByRole('link', { name: 'Your review' })).toBeVisible();

  // The artist answers in public.
  await signIn(page, artist);
  await page.goto(`/profile/artist/${artistId}`);
  await review.getByRole('button', { name: 'Reply' }).click();
  await review.getByRole('textbox', { name: 'Your public reply' }).fill('Thank you, it was a joy!');
  await review.getByRole('button', { name: 'Save reply' }).click();
  await expect(review.getByText('Thank you, it was a joy!')).toBeVisible();
  await expect(review.getByText('Reply from the artist')).toBeVisible();

  // Someone else reports it: the Help Center opens on the report, and it reaches the inbox.
  await signIn(page, reporter);
  await page.goto(`/profile/artist/${artistId}`);
  await review.getByRole('link', { name: /^Report/ }).click();
  await expect(page.getByText('You are reporting a review')).toBeVisible();
  await expect(page.getByRole('button', { name: /Report a comment in my profile/ })).toBeVisible();
  await page
    .getByRole('textbox', { name: 'Tell us what happened' })
    .fill('This does not look like a real visit.');
  await expectAccessible(page, 'help: report a review');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Email sent successfully').first()).toBeVisible();
  const commentId = /comment=([\w-]+)/.exec(page.url())![1]!;
  await expect
    .poll(async () => {
      const mail = (await (await page.request.get('/dev/mail.json')).json()) as Array<{
        to: string;
        subject: string;
        text: string;
      }>;
      return mail
        .filter((m) => m.to === 'support@blush.local' && m.text.includes(commentId))
        .map((m) => m.subject);
    })
    .toEqual(['[Help] Report a comment in my profile']);
});
