import { formatCents } from '#shared/domain/money.ts';
import {
  accounts,
  call,
  expect,
  expectAccessible,
  priya,
  signIn,
  startedVisit,
  test,
  tokenOf,
  visitKey,
} from './fixtures.ts';

/**
 * Issue 36: a customer who never came. The artist marks the no-show after the start, the
 * customer sees the fee and disputes it through the help inbox, an admin refunds it; each step
 * through the real screens, on this viewport's own started visit.
 */
test('the artist marks a no-show; the customer sees the fee and disputes it; an admin refunds it', async ({
  page,
}, testInfo) => {
  test.slow();
  const visit = await startedVisit(page.request, visitKey('no-show', testInfo.project.name));
  const details = page.getByRole('dialog', { name: 'Booking details' });

  // The artist, 15 minutes or more after the start: the booking offers "Mark as no-show".
  await signIn(page, priya);
  await page.goto(`/bookings?booking=${visit.bookingId}`);
  await details.getByRole('button', { name: 'Mark as no-show' }).click();
  const ask = page.getByRole('alertdialog');
  await expect(ask.getByText(/may dispute it within 48 hours/)).toBeVisible();
  await expectAccessible(page, 'the no-show dialog');
  await ask.getByRole('button', { name: 'Mark no-show and charge the fee' }).click();
  await expect(page.getByText('Marked as a no-show').first()).toBeVisible();
  await expect(details.getByText(/You marked .+ as a no-show/)).toBeVisible();

  // The customer sees the fee the ledger charged, and disputes it from the booking.
  const token = await tokenOf(page.request, visit.customer);
  const { payment } = (await call(
    page.request,
    token,
    'GET',
    `/api/book/item/${visit.bookingId}`,
  )) as { payment: { amountCents: number } };
  const fee = formatCents(payment.amountCents);
  await signIn(page, visit.customer);
  await page.goto(`/bookings-user?booking=${visit.bookingId}`);
  await expect(details.getByText('Priya Raman marked you as a no-show')).toBeVisible();
  await expect(details.getByText(`You were charged a no-show fee of ${fee}.`)).toBeVisible();
  await expect(details.getByText('No-show fee').first()).toBeVisible();
  await expect(details.getByText(fee).first()).toBeVisible();
  await expectAccessible(page, 'a no-show, as the customer sees it');
  await details.getByRole('link', { name: 'Dispute this no-show' }).click();
  await expect(page.getByText('You are disputing a no-show')).toBeVisible();
  await page
    .getByLabel('Tell us what happened')
    .fill('I was at the door at 2 p.m.; nobody answered.');
  await expectAccessible(page, 'the dispute form');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Email sent successfully').first()).toBeVisible();
  // Back on the booking, which says that it is disputed.
  await expect(page).toHaveURL(new RegExp(`/bookings-user\\?booking=${visit.bookingId}$`));
  await expect(details.getByText(/disputed it; an admin will refund or keep/)).toBeVisible();

  // The admin settles it from the help inbox: refunded, with a reason both parties are sent.
  await signIn(page, accounts.admin);
  await page.goto('/dashboard?tab=help');
  const dispute = page
    .getByRole('listitem')
    .filter({ hasText: 'Dispute a no-show' })
    .filter({ hasText: visit.customer.email });
  await expect(dispute.getByText(`no-show fee charged: ${fee}`)).toBeVisible();
  await expectAccessible(page, 'the help inbox with a disputed no-show');
  await dispute.getByRole('button', { name: 'Refund the fee' }).click();
  const settle = page.getByRole('dialog', { name: 'Refund the no-show fee?' });
  await settle
    .getByLabel('Your reason (sent to both)')
    .fill('The doorbell camera shows her there.');
  await settle.getByRole('button', { name: 'Refund and e-mail both' }).click();
  await expect(page.getByText('Refunded; both were e-mailed').first()).toBeVisible();
  await page.getByRole('button', { name: /Show$/ }).click();
  await page.getByRole('option', { name: 'All' }).click();
  await expect(dispute.getByText('Settled: the fee was refunded.')).toBeVisible();

  // The customer's booking says so.
  await signIn(page, visit.customer);
  await page.goto(`/bookings-user?booking=${visit.bookingId}`);
  await expect(details.getByText('After the dispute, the no-show fee was refunded.')).toBeVisible();
});
