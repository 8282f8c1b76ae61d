/**
 * Every kind of e-mail, rendered as it is sent: UTF-8 declared, a phone viewport, dark-mode
 * colours, a plain-text part, no user text left unescaped, and in every booking e-mail the
 * services, subtotal, fee and total as the receipt shows them, at a Toronto time with its zone.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, eventually, type TestApp } from '#tests/support/test-app.ts';
import { bookings, devMail, users } from '#server/db/schema/index.ts';
import { sendPayoutEmail } from '#server/features/payments/payment-emails.ts';
import { refundBooking } from '#server/features/payments/refunds.service.ts';
import { sendHelpMessage } from '#server/features/help/help.service.ts';
import {
  sendAccountDeletedEmail,
  sendConfirmationEmail,
  sendEmailChangeEmails,
  sendResetEmail,
} from '#server/accounts/account-emails.ts';
import { expireRequests } from '#server/features/bookings/bookings.jobs.ts';
import {
  book,
  changeState,
  complete,
  HOUR,
  makeArtist,
  makeCustomer,
  type Artist,
  type Customer,
  startedAgo,
} from '#tests/support/fixtures/bookings.fixtures.ts';

/** A name with markup and an ampersand in it, and a letter outside ASCII. */
const TRICKY = 'Zoë <i>&amp;';

let t: TestApp;
let mails: Array<typeof devMail.$inferSelect> = [];

async function people(cardNumber?: string): Promise<{ artist: Artist; customer: Customer }> {
  const artist = await makeArtist(t, { amounts: [8000] });
  const customer = await makeCustomer(t, cardNumber);
  await t.database.db
    .update(users)
    .set({ firstName: TRICKY })
    .where(sql`${users.id} in (${artist.id}, ${customer.id})`);
  return { artist, customer };
}

const code = async (id: string) =>
  (await t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!.bookCode!;

beforeAll(async () => {
  t = await createTestApp({ PROMOTION_STARTS_AT: '2099-01-01T05:00:00Z', LOG_LEVEL: 'silent' });
  const ctx = t.app.context;
  const admin = await t.signUp({ role: 'Admin' });

  // Request, acceptance, completion (receipts), then a refund.
  const a = await people();
  const completed = await book(t, a.customer, a.artist, HOUR / 2);
  await changeState(t, a.artist, completed, 'request', { state: 'accepted' });
  await startedAgo(t, completed, HOUR / 6);
  await complete(t, a.artist, completed, await code(completed));
  await refundBooking(ctx, admin.id, completed, { amountCents: 2100, reason: 'Late start' });

  // Declined by the artist, and a proposal of another time.
  const b = await people();
  const declined = await book(t, b.customer, b.artist);
  await changeState(t, b.artist, declined, 'request', {
    state: 'declined',
    text: 'Fully <b>booked</b>',
  });
  const proposed = await book(t, b.customer, b.artist);
  await changeState(t, b.artist, proposed, 'request', {
    state: 'declined-posponed',
    text: 'Tuesday at 3 & <later>?',
  });

  // A late cancellation whose fee the card refuses (the fee e-mails and the payment-failed one).
  const c = await people('4000000000000341');
  const cancelled = await book(t, c.customer, c.artist, 2 * HOUR);
  await changeState(t, c.artist, cancelled, 'request', { state: 'accepted' });
  await changeState(t, c.customer, cancelled, 'accepted', { state: 'declined-user' });

  // A request nobody answered.
  const expired = await book(t, c.customer, c.artist);
  await t.database.db
    .update(bookings)
    .set({ respondBy: sql`now() - interval '1 minute'` })
    .where(eq(bookings.id, expired));
  await expireRequests(ctx);

  // Accounts, help and payouts.
  await sendConfirmationEmail(ctx, 'new@example.com', TRICKY, 'token-1');
  await sendResetEmail(ctx, 'new@example.com', TRICKY, 'token-2');
  await sendEmailChangeEmails(ctx, {
    oldEmail: 'old@example.com',
    newEmail: 'new2@example.com',
    name: TRICKY,
    token: 'token-3',
    locale: 'en-CA',
  });
  await sendAccountDeletedEmail(ctx, 'gone@example.com', TRICKY, 'en-CA');
  await sendHelpMessage(ctx, null, {
    email: 'who@example.com',
    issue: 'app-problem',
    text: '<script>x</script>',
  });
  await sendPayoutEmail(
    ctx,
    { email: 'paid@example.com', firstName: TRICKY },
    {
      amountCents: 123456,
      paidAt: new Date(),
      bookings: 2,
    },
  );

  mails = await eventually(async () => {
    const rows = await t.database.db.select().from(devMail);
    return kinds.every((kind) => rows.some((m) => kind.test(m.subject))) ? rows : null;
  }, 20_000);
}, 120_000);
afterAll(() => t.close());

/** Every kind of message, by its subject. */
const kinds = [
  /^New booking request from/,
  /^Request sent to/,
  /accepted your booking$/,
  /^You accepted/,
  /^Your receipt from/,
  /^Service completed for/,
  /refunded you \$21\.00$/,
  /^A refund on your booking/,
  /^Your booking with .* was declined$/,
  /declined$/,
  /proposed another time$/,
  /^Your proposal was sent/,
  /^You cancelled your booking/,
  /cancelled their booking$/,
  /did not go through$/,
  /^Confirm your Blush account$/,
  /^Reset your Blush password$/,
  /^Confirm your new Blush e-mail$/,
  /^Your Blush e-mail is changing$/,
  /^Your Blush account has been deleted$/,
  /^\[Help\]/,
  /^Blush paid you/,
];

describe('every e-mail', () => {
  it('covers every kind', () => {
    for (const kind of kinds) {
      expect(
        mails.some((m) => kind.test(m.subject)),
        String(kind),
      ).toBe(true);
    }
  });

  it('declares UTF-8, a phone viewport and dark-mode colours, and has a plain-text part', () => {
    for (const mail of mails) {
      expect(mail.html, mail.subject).toContain('<meta charset="utf-8">');
      expect(mail.html).toContain(
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
      );
      expect(mail.html).toContain('<meta name="color-scheme" content="light dark">');
      expect(mail.html).toContain('@media (prefers-color-scheme:dark)');
      expect(mail.text.length).toBeGreaterThan(40);
      expect(mail.text).not.toContain('<p');
    }
  });

  it('fits 360 px: no fixed width wider than a phone', () => {
    for (const mail of mails) {
      const widths = [...mail.html.matchAll(/(?<![-\w])width:\s*(\d+)px/g)].map((m) =>
        Number(m[1]),
      );
      expect(
        widths.filter((w) => w > 360),
        mail.subject,
      ).toEqual([]);
      expect(mail.html).not.toMatch(/width="\d{3,}"/);
    }
  });

  it('leaves no user text unescaped, and keeps letters outside ASCII', () => {
    for (const mail of mails) {
      expect(mail.html).not.toContain('<i>');
      expect(mail.html).not.toContain('<b>');
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).not.toContain('<later>');
      expect(mail.html).not.toContain('Ã');
    }
    const named = mails.filter((m) => m.html.includes('Zoë'));
    expect(named.length).toBeGreaterThan(10);
    for (const mail of named) expect(mail.html).toContain('Zoë &lt;i&gt;&amp;amp;');
  });

  it('shows the services at their all-in price, the fee they include, and the total in the customer’s booking e-mails, as checkout does', () => {
    const lines = 'Bridal Makeup (includes $4.00 booking fee): $84.00\nTotal: $84.00';
    for (const subject of [/^Request sent to/, /accepted your booking$/, /^Your receipt from/]) {
      const mail = mails.find((m) => subject.test(m.subject))!;
      expect(mail.text, String(subject)).toContain(lines);
      expect(mail.html).toMatch(/Total<\/td><td [^>]*>\$84\.00<\/td>/);
    }
    const artistReceipt = mails.find((m) => /^Service completed for/.test(m.subject))!;
    expect(artistReceipt.text).toContain(
      'Service subtotal: $80.00\nCommission: −$16.00\nYour payout: $64.00',
    );
  });

  it('says booking times in Toronto time, with the zone named', () => {
    const bookingMails = mails.filter((m) =>
      /request|accepted|receipt|declined|cancelled|proposed/i.test(m.subject),
    );
    expect(bookingMails.length).toBeGreaterThan(8);
    for (const mail of bookingMails) expect(mail.text, mail.subject).toMatch(/ (EST|EDT)\b/);
  });
});
