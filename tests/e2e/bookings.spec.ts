import type { Page } from '@playwright/test';
import {
  chloe,
  expect,
  expectAccessible,
  pickTorontoTime,
  priya,
  signIn,
  startedVisit,
  test,
  visitKey,
} from './fixtures.ts';

/** The demo artist who takes the bookings, and each viewport's own customer. */
const artist = priya;
const customerFor = (project: string) =>
  project === 'mobile'
    ? { account: { email: 'maya@blush.local', password: 'blush-demo' }, name: /Maya/ }
    : { account: chloe, name: /Chlo/ };

/** `minutes` from now, on the demo artist's 15-minute grid. */
function inMinutes(minutes: number): Date {
  const step = 15 * 60_000;
  return new Date(Math.ceil((Date.now() + minutes * 60_000) / step) * step);
}

/** The customer books Natural Glow with Priya through the four steps (adding a card if she has none). */
async function bookThroughCheckout(page: Page, at: Date): Promise<void> {
  const search = await page.request.get('/api/search?q=priya');
  const { results } = (await search.json()) as { results: Array<{ artist: { _id: string } }> };
  await page.goto(`/profile/artist/${results[0]!.artist._id}`);
  await page.getByRole('link', { name: /^Book Natural Glow/ }).click();
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();

  // 1. Service: one of Priya's free times in Toronto, whatever the browser's zone (Paris here).
  const next = page.getByRole('button', { name: 'Next' });
  await expect(next).toBeDisabled();
  await pickTorontoTime(page, at);
  await expect(page.getByText('Toronto time')).toBeVisible();
  await expect(page.getByText('$84.00').first()).toBeVisible(); // $80 + the 5% fee
  await expectAccessible(page, 'checkout: service');
  await next.click();

  // 2. Contact.
  await expect(page.getByRole('heading', { name: 'Step 2 of 4: Contact' })).toBeVisible();
  const phone = page.getByRole('textbox', { name: 'Contact number' });
  if ((await phone.count()) > 0 && !(await phone.inputValue())) await phone.fill('416 555 0142');
  await page.getByText('Artist place', { exact: true }).click();
  await expectAccessible(page, 'checkout: contact');
  await next.click();

  // 3. Payment: the saved Visa, or (a customer without one) a card added right here.
  await expect(page.getByRole('heading', { name: 'Step 3 of 4: Payment' })).toBeVisible();
  const visa = page.getByText('Visa •••• 4242', { exact: true });
  if ((await visa.count()) === 0) {
    await page.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
    await page.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/34');
    await page.getByRole('textbox', { name: 'CVC' }).fill('123');
    await page.getByRole('button', { name: 'Save card' }).click();
  }
  await visa.first().click();
  await expectAccessible(page, 'checkout: payment');
  await next.click();

  // 4. Book.
  await expect(page.getByRole('heading', { name: 'Step 4 of 4: Book' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Order summary' })).toBeVisible();
  await expect(page.getByText('$84.00').first()).toBeVisible();
  // The platform is registered (the e2e server's PLATFORM_HST_NUMBER): 13% on the $4 fee.
  await expect(page.getByText('$84.52').first()).toBeVisible();
  await expectAccessible(page, 'checkout: book');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order.' })).toBeVisible();
  await page.getByRole('link', { name: 'See all bookings' }).click();
  await expect(page).toHaveURL(/\/bookings-user/);
}

/** Opens the newest booking of that party whose row says `state`. */
async function openBooking(page: Page, who: RegExp, state: string) {
  const rows = page
    .getByRole('list', { name: 'Bookings' })
    .getByRole('button')
    .filter({ hasText: who })
    .filter({ hasText: state });
  await rows.first().click();
  const details = page.getByRole('dialog', { name: 'Booking details' });
  await expect(details).toBeVisible();
  return details;
}

async function acceptAsArtist(page: Page, customer: RegExp) {
  await signIn(page, artist);
  await page.goto('/bookings');
  const details = await openBooking(page, customer, 'Request');
  await details.getByRole('button', { name: 'Accept' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Accept' }).click();
  await expect(details.getByText('Accepted').first()).toBeVisible();
}

test('a customer books in 4 steps, the artist accepts and completes with the booking code', async ({
  page,
}, testInfo) => {
  // The whole life of a booking, to its printed receipt, on both sides.
  test.slow();
  const customer = customerFor(testInfo.project.name);
  await signIn(page, customer.account);
  await bookThroughCheckout(page, inMinutes(40));
  await expect(page.getByText('Request').first()).toBeVisible();

  await acceptAsArtist(page, customer.name);

  // The customer sees the code of the booking just accepted.
  await signIn(page, customer.account);
  await page.goto('/bookings-user');
  const details = await openBooking(page, /Priya/, 'Accepted');
  const region = details.getByRole('region', { name: 'Your booking code' });
  expect((await region.locator('p').first().textContent())!.trim()).toMatch(/^[A-Z2-9]{6}$/);
  await expectAccessible(page, 'booking details with the code');
  await page.keyboard.press('Escape');
  // Completion opens at the start: the demo gives each viewport's customer a service with Priya
  // already in progress, kept for this spec; its details show its code.
  const { bookingId } = await startedVisit(
    page.request,
    visitKey('bookings', testInfo.project.name),
  );
  await page.goto(`/bookings-user?booking=${bookingId}`);
  const started = page.getByRole('dialog', { name: 'Booking details' });
  await expect(started.getByText('Accepted').first()).toBeVisible();
  const when = (await started.locator('time').first().textContent())!.trim();
  const code = (await started
    .getByRole('region', { name: 'Your booking code' })
    .locator('p')
    .first()
    .textContent())!.trim();
  expect(code).toMatch(/^[A-Z2-9]{6}$/);

  await signIn(page, artist);
  await page.goto('/complete-service');
  // The booking made above starts in 40 minutes: not completable yet.
  const later = page.getByRole('region', { name: 'Coming up' });
  await expect(later.getByText(customer.name).first()).toBeVisible();
  await expect(later.getByText(/You can complete this service from/).first()).toBeVisible();
  const ready = page.getByRole('list', { name: 'Ready to complete' });
  const row = ready
    .getByRole('listitem')
    .filter({ hasText: customer.name })
    .filter({ hasText: when });
  await expect(row).toHaveCount(1);
  await row.getByRole('textbox', { name: 'Booking code' }).fill(code.toLowerCase());
  await row.getByRole('button', { name: 'Complete service' }).click();
  await expect(page.getByText('Service completed').first()).toBeVisible();

  // The artist's details show the payout as earned, net of the 20% commission.
  await page.goto(`/bookings?booking=${bookingId}`);
  const done = page.getByRole('dialog', { name: 'Booking details' });
  await expect(done.getByText('Completed').first()).toBeVisible();
  await expect(done.getByText('Your payout', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  await signIn(page, customer.account);
  await page.goto(`/bookings-user?booking=${bookingId}`);
  const completed = page.getByRole('dialog', { name: 'Booking details' });
  await completed.getByRole('link', { name: 'View receipt' }).click();
  await expect(page).toHaveURL(/\/receipt\/[0-9a-f-]{36}$/);
  const receipt = page.getByRole('article', { name: 'Receipt' });
  await expect(receipt.locator('address').getByText('Blush Marketplace Inc.')).toBeVisible();
  await expect(receipt.getByText('Total charged')).toBeVisible();
  await expect(receipt.getByText('Total HST')).toBeVisible();
  await expect(receipt.getByText('Tax invoice')).toBeVisible();
  await expect(receipt.getByText(/ending in 4242/)).toBeVisible();
  await expectAccessible(page, 'receipt');
  // Printed, it is the receipt alone: no bars, no footer, no Print button.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('link', { name: 'Help center' })).toBeHidden();
  await expect(page.locator('footer')).toBeHidden();
  await expect(receipt.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(receipt.getByText('Total charged')).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  // Every step told both parties.
  const mail = (await (await page.request.get('/dev/mail.json')).json()) as Array<{
    to: string;
    subject: string;
  }>;
  const subjects = (to: string) =>
    mail
      .filter((m) => m.to.includes(to))
      .map((m) => m.subject)
      .join('\n');
  expect(subjects(customer.account.email)).toMatch(/request/i);
  expect(subjects(customer.account.email)).toMatch(/accepted|confirmed/i);
  expect(subjects(customer.account.email)).toMatch(/receipt|completed/i);
  expect(subjects(artist.email)).toMatch(/request/i);
});

test('a cancellation under 4 hours shows its fee first, then charges it', async ({
  page,
}, testInfo) => {
  const customer = customerFor(testInfo.project.name);
  await signIn(page, customer.account);
  await bookThroughCheckout(page, inMinutes(120));
  await acceptAsArtist(page, customer.name);

  await signIn(page, customer.account);
  await page.goto('/bookings-user');
  const details = await openBooking(page, /Priya/, 'Accepted');
  await details.getByRole('button', { name: 'Cancel booking' }).click();
  const confirm = page.getByRole('alertdialog');
  // Half of the total with its HST ($84.52), as the card is charged.
  await expect(confirm.getByText('Cancelling now costs $42.26 (50% of the total).')).toBeVisible();
  await expectAccessible(page, 'the cancellation dialog');
  await expect(confirm.getByRole('button', { name: 'Keep booking' })).toBeVisible();
  await confirm.getByRole('radio', { name: 'My plans changed' }).check();
  await confirm.getByRole('button', { name: 'Cancel and pay $42.26' }).click();
  await expect(details.getByText('Cancelled').first()).toBeVisible();
  await expect(details.getByText('$42.26').first()).toBeVisible();
});
