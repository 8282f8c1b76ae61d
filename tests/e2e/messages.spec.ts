import type { Page } from '@playwright/test';
import { formatCents } from '#shared/domain/money.ts';
import { addCalendarDays, torontoDay, torontoInstant } from '#shared/domain/toronto-time.ts';
import {
  accounts,
  expect,
  expectAccessible,
  signIn,
  test,
  watchForProblems,
  call,
  completedVisit,
  priya,
  requestVisit,
  tokenOf,
  visitKey,
} from './fixtures.ts';

/** The demo artist; each viewport's own customer (a booking of their own each run). */
const artist = priya;
const customerFor = (project: string) =>
  project === 'mobile'
    ? { email: 'maya@blush.local', password: 'blush-demo', name: 'Maya Singh' }
    : { email: 'chloe@blush.local', password: 'blush-demo', name: 'Chloé Tremblay' };

const details = (page: Page) => page.getByRole('dialog', { name: 'Booking details' });
const unreadBadge = (page: Page) => page.locator('[data-testid="unread-badge"]:visible');

async function sendMessage(page: Page, text: string) {
  await details(page).getByRole('textbox', { name: 'Message' }).fill(text);
  await details(page).getByRole('button', { name: 'Send' }).click();
  await expect(details(page).getByRole('textbox', { name: 'Message' })).toHaveValue('');
}

async function mailsTo(page: Page, email: string) {
  const mail = (await (await page.request.get('/dev/mail.json')).json()) as Array<{
    to: string;
    subject: string;
    text: string;
  }>;
  return mail.filter((m) => m.to === email && m.subject.startsWith('New message from'));
}

test('customer and artist talk live on a booking; the badge clears on reading; only unread mail is e-mailed; a report reaches the admin; a 15% tip reaches the earnings', async ({
  page,
  browser,
  problems,
}, testInfo) => {
  test.setTimeout(180_000);
  const customer = customerFor(testInfo.project.name);
  const { bookingId, subtotalCents } = await completedVisit(
    page.request,
    visitKey('messages', testInfo.project.name),
  );

  // The artist, in a browser context of their own.
  const { baseURL, viewport, isMobile, hasTouch, timezoneId, locale, extraHTTPHeaders } =
    testInfo.project.use;
  const artistContext = await browser.newContext({
    baseURL,
    viewport,
    isMobile,
    hasTouch,
    timezoneId,
    locale,
    extraHTTPHeaders: { ...extraHTTPHeaders, 'x-forwarded-for': '10.250.0.1' },
  });
  const artistPage = await artistContext.newPage();
  await watchForProblems(artistPage, problems);
  await signIn(artistPage, artist);
  await signIn(page, { email: customer.email, password: customer.password });

  // The customer writes first; the artist's navigation counts it as unread.
  await page.goto(`/bookings-user?booking=${bookingId}`);
  // The booking's stream is up (before it is, the page polls only the conversation).
  await expect(details(page).locator('[data-live="true"]')).toBeVisible();
  await expect(details(page).getByText(/No messages yet/)).toBeVisible();
  await sendMessage(page, 'Thank you! Which brush set did you use?');
  const customerList = details(page).getByRole('list', { name: 'Messages with Priya Raman' });
  await expect(customerList.getByText('Thank you! Which brush set did you use?')).toBeVisible();
  await expect(customerList.getByText('Sent', { exact: true })).toBeVisible();

  await artistPage.goto('/bookings');
  await expect(unreadBadge(artistPage)).toHaveText('1');
  await expect(artistPage.getByText('(1 unread message)').first()).toBeAttached();

  // Opening the booking reads it: the badge clears, and the customer sees "Read" live.
  await artistPage.goto(`/bookings?booking=${bookingId}`);
  const artistList = details(artistPage).getByRole('list', {
    name: `Messages with ${customer.name}`,
  });
  await expect(artistList.getByText('Thank you! Which brush set did you use?')).toBeVisible();
  await expect(unreadBadge(artistPage)).toHaveCount(0);
  await expect(customerList.getByText('Read', { exact: true })).toBeVisible();

  // Both open and following the live stream (which turns polling off): a reply appears on the
  // other side without a reload, newest at the bottom.
  for (const p of [page, artistPage]) {
    await expect(details(p).locator('section[data-live]')).toHaveAttribute('data-live', 'true');
  }
  await sendMessage(artistPage, 'The soft-focus kit, I will send you the name.');
  await expect(customerList.getByRole('listitem').last()).toContainText(
    'The soft-focus kit, I will send you the name.',
    { timeout: 3000 },
  );
  await expect(customerList.getByRole('listitem').last()).toContainText(/(EST|EDT)/);
  await expectAccessible(page, 'conversation, customer');
  await expectAccessible(artistPage, 'conversation, artist');

  // The customer tips 15% of the service subtotal (nothing was preselected).
  const tipRegion = details(page).getByRole('group', { name: 'Add a tip for your artist' });
  for (const label of ['10%', '15%', '20%', 'Custom amount', 'No tip']) {
    await expect(tipRegion.getByRole('radio', { name: new RegExp(`^${label}`) })).not.toBeChecked();
  }
  const tip = Math.floor((subtotalCents * 15) / 100 + 0.5);
  await tipRegion.locator('label', { hasText: '15%' }).click();
  await details(page).getByRole('button', { name: 'Add tip' }).click();
  await expect(details(page).getByText(`You added a tip of ${formatCents(tip)}`)).toBeVisible();

  // The customer leaves; the artist's next message waits unread and is e-mailed; the
  // customer's message, read at once, never was.
  await page.goto('/bookings-user');
  await sendMessage(artistPage, 'Here it is: Soft Focus No. 3.');
  await expect
    .poll(async () => (await mailsTo(page, customer.email)).length, { timeout: 60_000 })
    .toBe(1);
  const [mail] = await mailsTo(page, customer.email);
  expect(mail!.subject).toBe('New message from Priya Raman');
  expect(mail!.text).toContain(`/bookings-user?booking=${bookingId}`);
  expect(
    (await mailsTo(page, artist.email)).filter((m) => m.subject.includes(customer.name)),
  ).toEqual([]);
  await page.reload();
  await expect(unreadBadge(page)).toHaveText('1');

  // The customer reports the artist's last message; the admin reads the conversation from the
  // help inbox and removes it, which both parties then see.
  await page.goto(`/bookings-user?booking=${bookingId}`);
  const last = customerList.getByRole('listitem').filter({ hasText: 'Soft Focus No. 3' });
  await last.getByRole('button', { name: 'Report this message from Priya Raman' }).click();
  await expect(page.getByText('Thank you. Our team will look at this message.')).toBeVisible();
  await signIn(page, accounts.admin);
  await page.goto('/dashboard?tab=help');
  const report = page
    .getByRole('listitem')
    .filter({ hasText: 'Reported message' })
    .filter({ hasText: customer.email })
    .first();
  await report.getByRole('button', { name: 'Read the conversation' }).click();
  const transcript = report.getByRole('list', { name: 'Reported conversation' });
  await expect(transcript.getByText('Thank you! Which brush set did you use?')).toBeVisible();
  await transcript
    .getByRole('listitem')
    .filter({ hasText: 'Soft Focus No. 3' })
    .getByRole('button', { name: 'Delete message from Priya Raman' })
    .click();
  await expect(transcript.getByText('Removed')).toBeVisible();
  await expectAccessible(page, 'help inbox, reported conversation');
  await artistPage.goto(`/bookings?booking=${bookingId}`);
  await expect(details(artistPage).getByText('Message removed by Blush support.')).toBeVisible();

  // The tip is in the artist's earnings, all of it theirs.
  await artistPage.goto('/earnings');
  // A table row on a desktop, a list item on a phone.
  const row = artistPage
    .getByRole(isMobile ? 'listitem' : 'row')
    .filter({ hasText: 'Tip' })
    .first();
  await expect(row).toContainText(formatCents(tip));
  await artistContext.close();
});

test('the customer’s open booking shows the artist’s acceptance and the code as it happens', async ({
  page,
  request,
}, testInfo) => {
  const { email, password } = customerFor(testInfo.project.name);
  const customer = { email, password };
  const days = testInfo.project.name === 'mobile' ? 31 : 30;
  const date = addCalendarDays(torontoDay(new Date()), days);
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const bookingId = await requestVisit(request, customer, torontoInstant(y, m, d, 3).toISOString());
  await signIn(page, customer);
  await page.goto(`/bookings-user?booking=${bookingId}`);
  await expect(details(page).getByText('Request', { exact: true })).toBeVisible();
  // The booking's stream is up (before it is, the page polls only the conversation).
  await expect(details(page).locator('[data-live="true"]')).toBeVisible();

  const artistToken = await tokenOf(request, artist);
  await call(request, artistToken, 'POST', `/api/book/booking/${bookingId}/request`, {
    state: 'accepted',
  });
  // No reload: the booking's stream tells the page.
  await expect(details(page).getByText('Accepted', { exact: true })).toBeVisible();
  await expect(details(page).getByRole('heading', { name: 'Your booking code' })).toBeVisible();

  const customerToken = await tokenOf(request, customer);
  await call(request, customerToken, 'POST', `/api/book/booking/${bookingId}/accepted`, {
    state: 'declined-user',
    reason: 'plans-changed',
  });
  await expect(details(page).getByText('Cancelled', { exact: true })).toBeVisible();
});
