import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminOverview, HelpInbox } from '#shared/schemas/admin.ts';
import { BookingView } from '#shared/schemas/booking.ts';
import { bearer, createTestApp, mailTo, type TestApp } from '#tests/support/test-app.ts';
import { bookings, payments, profiles } from '../../db/schema/index.ts';
import {
  book,
  changeState,
  DAY,
  errorOf,
  HOUR,
  makeArtist,
  makeCustomer,
  orderFor,
  placeOrder,
  slotIn,
  startedAgo,
} from '#tests/support/fixtures/bookings.fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PROMOTION_STARTS_AT: '2099-01-01T05:00:00Z', LOG_LEVEL: 'error' });
});
afterAll(() => t.close());

const MINUTE = 60_000;
const stored = async (id: string) =>
  (await t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const paymentsOf = (id: string) =>
  t.database.db.select().from(payments).where(eq(payments.bookingId, id));

async function accepted(at = 2 * DAY) {
  const artist = await makeArtist(t, { amounts: [8000] });
  const customer = await makeCustomer(t);
  const bookingId = await book(t, customer, artist, at);
  expect(
    (await changeState(t, artist, bookingId, 'request', { state: 'accepted' })).statusCode,
  ).toBe(200);
  return { artist, customer, bookingId };
}

const markNoShow = (who: { token: string }, bookingId: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/book/no-show/${bookingId}`,
    headers: bearer(who.token),
  });

const dispute = (who: { token: string; email: string }, bookingId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/help',
    headers: bearer(who.token),
    payload: {
      email: who.email,
      issue: 'dispute-no-show',
      text: 'I was at the door at 2 p.m.; nobody answered.',
      bookingId,
    },
  });

describe('no-shows', () => {
  it('charges the no-show share once, from 15 minutes after the start, and tells both', async () => {
    const { artist, customer, bookingId } = await accepted();
    await startedAgo(t, bookingId, 14 * MINUTE);
    const early = await markNoShow(artist, bookingId);
    expect(early.statusCode).toBe(409);
    expect(errorOf(early).message).toMatch(/^You can mark a no-show from .+, 15 minutes after/);
    expect(await paymentsOf(bookingId)).toEqual([]);

    await startedAgo(t, bookingId, 16 * MINUTE);
    expect((await markNoShow(customer, bookingId)).statusCode).toBe(404);
    const marked = await markNoShow(artist, bookingId);
    expect(marked.statusCode, marked.body).toBe(200);
    const view = BookingView.parse(marked.json());
    expect(view).toMatchObject({
      state: 'no-show',
      payment: { kind: 'no-show', amountCents: 4200, status: 'succeeded' },
      noShow: { disputedAt: null, settlement: null },
    });
    const twice = await markNoShow(artist, bookingId);
    expect(twice.statusCode).toBe(409);
    expect(errorOf(twice).message).toBe('This booking is already marked as a no-show.');
    expect(await paymentsOf(bookingId)).toHaveLength(1);

    const toCustomer = await mailTo(t.database, customer.email, /marked your booking as a no-show/);
    expect(toCustomer.text).toContain('A no-show fee of $42.00 (50% of the $84.00 total');
    expect(toCustomer.text).toContain(`/help?issue=dispute-no-show&booking=${bookingId}`);
    const toArtist = await mailTo(t.database, artist.email, /marked as a no-show/);
    expect(toArtist.text).toContain('Your share is $32.00.');
  });

  it('charges its share of each HST line too, as a late cancellation does', async () => {
    const artist = await makeArtist(t, { amounts: [8000] });
    await t.database.db
      .update(profiles)
      .set({ hstNumber: '123456782RT0001' })
      .where(eq(profiles.userId, artist.id));
    const customer = await makeCustomer(t);
    // $80 + the $4 fee + 13% HST on her $80 service (the platform is not registered here).
    const order = orderFor(artist, customer, { appointmentAt: slotIn(2 * DAY) });
    const placed = await placeOrder(t, customer, artist, { ...order, expectedTotalCents: 9440 });
    expect(placed.statusCode, placed.body).toBe(200);
    const bookingId = placed.json<Array<{ _id: string }>>()[0]!._id;
    await changeState(t, artist, bookingId, 'request', { state: 'accepted' });
    await startedAgo(t, bookingId, 16 * MINUTE);
    expect((await markNoShow(artist, bookingId)).statusCode).toBe(200);
    expect(await paymentsOf(bookingId)).toMatchObject([
      {
        kind: 'no-show',
        subtotalCents: 4000,
        feeCents: 200,
        serviceHstCents: 520,
        feeHstCents: 0,
        amountCents: 4720,
      },
    ]);
  });

  it('refuses a no-show on a booking that is not accepted', async () => {
    const artist = await makeArtist(t, { amounts: [8000] });
    const customer = await makeCustomer(t);
    const bookingId = await book(t, customer, artist, 2 * DAY);
    await startedAgo(t, bookingId, HOUR);
    const response = await markNoShow(artist, bookingId);
    expect(response.statusCode).toBe(409);
    expect((await stored(bookingId)).state).toBe('request');
  });

  it('is disputed once within 48 hours, settled once by an admin, and counted', async () => {
    const { artist, customer, bookingId } = await accepted();
    await startedAgo(t, bookingId, 20 * MINUTE);
    expect((await markNoShow(artist, bookingId)).statusCode).toBe(200);
    const stranger = await makeCustomer(t);
    expect((await dispute(stranger, bookingId)).statusCode).toBe(404);
    const disputed = await dispute(customer, bookingId);
    expect(disputed.statusCode, disputed.body).toBe(200);
    expect((await dispute(customer, bookingId)).statusCode).toBe(409);
    expect((await stored(bookingId)).noShowDisputedAt).not.toBeNull();

    const admin = await t.signUp({ role: 'Admin' });
    const overview = AdminOverview.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/admin/overview',
          headers: bearer(admin.token),
        })
      ).json(),
    );
    expect(overview.noShows.find((n) => n.artistId === artist.id)).toMatchObject({
      count: 1,
      disputed: 1,
    });

    // The help inbox shows the dispute with its booking, both names and the fee, to settle.
    const inbox = async () =>
      HelpInbox.parse(
        (
          await t.app.inject({
            method: 'GET',
            url: '/api/admin/help?status=all',
            headers: bearer(admin.token),
          })
        ).json(),
      ).messages.find((m) => m.noShow?.bookingId === bookingId);
    const waiting = await inbox();
    expect(waiting).toMatchObject({
      issue: 'dispute-no-show',
      status: 'open',
      noShow: { chargedCents: 4200, settlement: null },
    });
    expect(waiting!.noShow!.customerName).toMatch(/\S+ \S+/);

    const settle = (outcome: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/no-shows/${bookingId}/settle`,
        headers: bearer(admin.token),
        payload: { outcome, reason: 'The doorbell camera shows her at 2 p.m.' },
      });
    expect((await settle('maybe')).statusCode).toBe(400);
    const refunded = await settle('refund');
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect((await settle('keep')).statusCode).toBe(409);
    expect(await stored(bookingId)).toMatchObject({ noShowSettlement: 'refunded' });
    // Both were e-mailed the decision: the dispute is answered in the inbox.
    expect(await inbox()).toMatchObject({
      status: 'answered',
      noShow: { settlement: 'refunded' },
    });
    expect((await paymentsOf(bookingId))[0]).toMatchObject({ refundedCents: 4200 });
    for (const person of [customer, artist]) {
      const mail = await mailTo(t.database, person.email, /disputed no-show .+ is settled/);
      expect(mail.text).toContain('refunded the $42.00 no-show fee');
    }
  });

  it('cannot be disputed after 48 hours', async () => {
    const { artist, customer, bookingId } = await accepted();
    await startedAgo(t, bookingId, 20 * MINUTE);
    expect((await markNoShow(artist, bookingId)).statusCode).toBe(200);
    await t.database.db
      .update(bookings)
      .set({ noShowAt: new Date(Date.now() - 49 * HOUR) })
      .where(eq(bookings.id, bookingId));
    const late = await dispute(customer, bookingId);
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).message).toMatch(/within 48 hours/);
  });
});

describe('booking a proposed time', () => {
  async function proposal() {
    const artist = await makeArtist(t, { amounts: [8000] });
    const customer = await makeCustomer(t);
    const bookingId = await book(t, customer, artist, 2 * DAY);
    const slots = [slotIn(3 * DAY), slotIn(3 * DAY + 2 * HOUR)];
    const response = await changeState(t, artist, bookingId, 'request', {
      state: 'declined-posponed',
      slots,
    });
    expect(response.statusCode, response.body).toBe(200);
    return { artist, customer, bookingId, slots };
  }
  const bookProposal = (who: { token: string }, id: string, at: string, key = randomUUID()) =>
    t.app.inject({
      method: 'POST',
      url: `/api/book/proposal/${id}`,
      headers: bearer(who.token),
      payload: { at, idempotencyKey: key },
    });

  it('books it accepted at once, with the same services, place and card, and a code', async () => {
    const { customer, bookingId, slots } = await proposal();
    const before = await stored(bookingId);
    const stranger = await makeCustomer(t);
    expect((await bookProposal(stranger, bookingId, slots[0]!)).statusCode).toBe(404);
    const notOffered = await bookProposal(customer, bookingId, slotIn(4 * DAY));
    expect(notOffered.statusCode).toBe(400);
    expect(errorOf(notOffered).fields).toHaveProperty('at');

    const key = randomUUID();
    const response = await bookProposal(customer, bookingId, slots[0]!, key);
    expect(response.statusCode, response.body).toBe(200);
    const view = BookingView.parse(response.json());
    expect(view).toMatchObject({ state: 'accepted', appointmentAt: slots[0], place: 'artistSite' });
    expect(view.bookCode).toMatch(/^[A-HJKMNP-Z2-9]{6}$/);
    const made = await stored(view._id);
    expect(made).toMatchObject({
      services: before.services,
      gatewayCardId: before.gatewayCardId,
      totalCents: before.totalCents,
      rebookedFrom: bookingId,
    });
    expect((await stored(bookingId)).state).toBe('posponed');
    // The same tap again answers with the same booking.
    const again = await bookProposal(customer, bookingId, slots[0]!, key);
    expect(again.json<{ _id: string }>()._id).toBe(view._id);
    await mailTo(t.database, customer.email, /accepted your booking/);
  });

  it('answers 409 with her other proposed times when the time is gone', async () => {
    const { artist, customer, bookingId, slots } = await proposal();
    const other = await makeCustomer(t);
    await book(t, other, artist, Date.parse(slots[0]!) - Date.now());
    const response = await bookProposal(customer, bookingId, slots[0]!);
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).message).toMatch(/^That time was just taken\. Ava can still do .+\.$/);
    expect((await stored(bookingId)).state).toBe('declined-posponed');
  });
});

describe('reasons', () => {
  it('are asked for, checked against the party’s list, and shown to the other party', async () => {
    const artist = await makeArtist(t, { amounts: [8000] });
    const customer = await makeCustomer(t);
    const bookingId = await book(t, customer, artist, 2 * DAY);
    const none = await changeState(t, artist, bookingId, 'request', {
      state: 'declined',
      reason: null,
    });
    expect(none.statusCode).toBe(400);
    expect(errorOf(none).fields).toEqual({ reason: 'Choose a reason' });
    const customersReason = await changeState(t, artist, bookingId, 'request', {
      state: 'declined',
      reason: 'plans-changed',
    });
    expect(customersReason.statusCode).toBe(400);
    const bare = await changeState(t, artist, bookingId, 'request', {
      state: 'declined',
      reason: 'other',
    });
    expect(errorOf(bare).fields).toEqual({ text: 'Say in a few words why' });
    const declined = await changeState(t, artist, bookingId, 'request', {
      state: 'declined',
      reason: 'too-far',
    });
    expect(declined.statusCode).toBe(200);
    const seen = await t.app.inject({
      method: 'GET',
      url: `/api/book/item/${bookingId}`,
      headers: bearer(customer.token),
    });
    expect(BookingView.parse(seen.json()).reason).toBe('The place is too far for me');
    const mail = await mailTo(t.database, customer.email, /was declined/);
    expect(mail.text).toContain("Ava's reason: The place is too far for me");
  });

  it('of a cancellation reach the artist in the customer’s words', async () => {
    const { artist, customer, bookingId } = await accepted();
    const response = await changeState(t, customer, bookingId, 'accepted', {
      state: 'declined-user',
      reason: 'other',
      text: 'My flight was moved',
    });
    expect(response.statusCode).toBe(200);
    const seen = await t.app.inject({
      method: 'GET',
      url: `/api/book/item/${bookingId}`,
      headers: bearer(artist.token),
    });
    expect(BookingView.parse(seen.json()).reason).toBe('My flight was moved');
    const mail = await mailTo(t.database, artist.email, /cancelled their booking/);
    expect(mail.text).toContain("Cleo's reason: My flight was moved");
  });
});
