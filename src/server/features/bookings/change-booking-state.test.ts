import ICAL from 'ical.js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingView } from '#shared/schemas/booking.ts';
import { createTestApp, mailTo, type TestApp } from '#tests/support/test-app.ts';
import { bookings, payments } from '../../db/schema/index.ts';
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
} from '#tests/support/fixtures/bookings.fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PROMOTION_STARTS_AT: '2099-01-01T05:00:00Z', LOG_LEVEL: 'error' });
});
afterAll(() => t.close());

async function scene(at = 2 * DAY) {
  const artist = await makeArtist(t, { amounts: [8000] });
  const customer = await makeCustomer(t);
  const bookingId = await book(t, customer, artist, at);
  return { artist, customer, bookingId };
}

const stored = async (id: string) =>
  (await t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const paymentOf = async (id: string) =>
  (await t.database.db.select().from(payments).where(eq(payments.bookingId, id)))[0] ?? null;

describe('accepting', () => {
  it('makes a code the customer gets, with a calendar file, and the artist never sees', async () => {
    const { artist, customer, bookingId } = await scene();
    const response = await changeState(t, artist, bookingId, 'request', { state: 'accepted' });
    expect(response.statusCode).toBe(200);
    const view = BookingView.parse(response.json());
    expect(view).toMatchObject({ state: 'accepted', viewer: 'artist', bookCode: null });
    const { bookCode } = await stored(bookingId);
    expect(bookCode).toMatch(/^[A-HJKMNP-Z2-9]{6}$/);
    expect(response.body).not.toContain(bookCode);

    const mail = await mailTo(t.database, customer.email, /accepted your booking/);
    expect(mail.text).toContain(`Your booking code: ${bookCode}`);
    const [ics] = mail.attachments;
    expect(ics!.filename).toBe('booking.ics');
    expect(ics!.contentType).toContain('text/calendar');
    // The appointment's instant, as a calendar program reads the file (Toronto's zone in it).
    const calendar = new ICAL.Component(ICAL.parse(ics!.content) as unknown[]);
    ICAL.TimezoneService.register(new ICAL.Timezone(calendar.getFirstSubcomponent('vtimezone')!));
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    const at = (await stored(bookingId)).appointmentAt.getTime();
    expect(event.startDate.toJSDate().getTime()).toBe(Math.floor(at / 1000) * 1000);
    expect(ics!.content).toContain('Ava Artist');
    expect(ics!.content).toContain('100 Queen St W');
    expect(ics!.content).toMatch(/^BEGIN:VCALENDAR\r\n[\s\S]*END:VCALENDAR\r\n$/);
    const toArtist = await mailTo(t.database, artist.email, /You accepted/);
    expect(toArtist.text + toArtist.html).not.toContain(bookCode);
  });

  it('is the artist’s alone: the customer gets 403, a stranger 404', async () => {
    const { customer, bookingId } = await scene();
    const own = await changeState(t, customer, bookingId, 'request', { state: 'accepted' });
    expect(own.statusCode).toBe(403);
    expect(errorOf(own).message).toBe('You cannot do this with this booking.');
    const stranger = await makeCustomer(t);
    for (const state of ['accepted', 'declined', 'declined-user']) {
      const response = await changeState(t, stranger, bookingId, 'request', { state });
      expect(response.statusCode).toBe(404);
    }
    expect((await stored(bookingId)).state).toBe('request');
  });

  it('never completes by a plain state change', async () => {
    const { artist, bookingId } = await scene();
    await changeState(t, artist, bookingId, 'request', { state: 'accepted' });
    const response = await changeState(t, artist, bookingId, 'accepted', { state: 'completed' });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).message).toBe(
      "Complete the service with the customer's booking code.",
    );
    expect((await stored(bookingId)).state).toBe('accepted');
  });
});

describe('races', () => {
  it('lets one of two changes at once win; the other is told to reload', async () => {
    const { artist, customer, bookingId } = await scene();
    const answers = await Promise.all([
      changeState(t, artist, bookingId, 'request', { state: 'accepted' }),
      changeState(t, customer, bookingId, 'request', { state: 'declined-user' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const loser = answers.find((a) => a.statusCode === 409)!;
    expect(errorOf(loser).message).toBe('This booking has just changed. Please reload it.');
  });

  it('refuses a change from a state the booking is no longer in', async () => {
    const { artist, bookingId } = await scene();
    await changeState(t, artist, bookingId, 'request', { state: 'declined' });
    const stale = await changeState(t, artist, bookingId, 'request', { state: 'accepted' });
    expect(stale.statusCode).toBe(409);
    const finished = await changeState(t, artist, bookingId, 'declined', { state: 'accepted' });
    expect(finished.statusCode).toBe(403);
  });
});

describe('proposing another time', () => {
  it('needs the proposal text', async () => {
    const { artist, bookingId } = await scene();
    const response = await changeState(t, artist, bookingId, 'request', {
      state: 'declined-posponed',
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toEqual({ text: 'Propose another date and time.' });
  });

  it('e-mails the proposal with a link, and booking it retires the proposal', async () => {
    const { artist, customer, bookingId } = await scene();
    const text = 'Could we do Sunday at 3 p.m. instead?';
    const response = await changeState(t, artist, bookingId, 'request', {
      state: 'declined-posponed',
      text,
    });
    expect(response.json()).toMatchObject({ state: 'declined-posponed', text });
    const mail = await mailTo(t.database, customer.email, /proposed another time/);
    expect(mail.text).toContain(`“${text}”`);
    expect(mail.text).toContain(
      `See the proposed times: https://blush.test/bookings-user?booking=${bookingId}`,
    );

    const stranger = await makeCustomer(t);
    const hijack = await placeOrder(
      t,
      stranger,
      artist,
      orderFor(artist, stranger, { rebookedFrom: bookingId }),
    );
    expect(hijack.statusCode).toBe(409);
    const rebook = await placeOrder(
      t,
      customer,
      artist,
      orderFor(artist, customer, { rebookedFrom: bookingId }),
    );
    expect(rebook.statusCode).toBe(200);
    expect((await stored(bookingId)).state).toBe('posponed');
    const again = await placeOrder(
      t,
      customer,
      artist,
      orderFor(artist, customer, { rebookedFrom: bookingId }),
    );
    expect(again.statusCode).toBe(409);
  });
});

describe('cancelling', () => {
  it('charges half the total for a cancellation under 4 hours before', async () => {
    const { artist, customer, bookingId } = await scene(2 * HOUR);
    await changeState(t, artist, bookingId, 'request', { state: 'accepted' });
    const response = await changeState(t, customer, bookingId, 'accepted', {
      state: 'declined-user',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      state: 'declined-user',
      payment: { kind: 'cancellation', amountCents: 4200, status: 'succeeded' },
    });
    expect(await paymentOf(bookingId)).toMatchObject({ kind: 'cancellation', amountCents: 4200 });
    const mail = await mailTo(t.database, customer.email, /You cancelled/);
    expect(mail.text).toContain(
      'A cancellation fee of $42.00 (50% of the $84.00 total, under the cancellation policy) was charged to your card.',
    );
    await mailTo(t.database, artist.email, /cancelled their booking/);
  });

  it('charges nothing to withdraw a request the artist has not accepted, however late', async () => {
    const { customer, bookingId } = await scene(2 * HOUR);
    const response = await changeState(t, customer, bookingId, 'request', {
      state: 'declined-user',
    });
    expect(response.json()).toMatchObject({ state: 'declined-user', payment: null });
    expect(await paymentOf(bookingId)).toBeNull();
  });

  it('charges nothing at least 4 hours before', async () => {
    const { artist, customer, bookingId } = await scene(5 * HOUR);
    await changeState(t, artist, bookingId, 'request', { state: 'accepted' });
    const response = await changeState(t, customer, bookingId, 'accepted', {
      state: 'declined-user',
    });
    expect(response.json()).toMatchObject({ state: 'declined-user', payment: null });
    expect(await paymentOf(bookingId)).toBeNull();
    const mail = await mailTo(t.database, customer.email, /You cancelled/);
    expect(mail.text).toContain('Nothing was charged.');
  });
});

describe('an artist declining', () => {
  it('never charges, and counts a late decline of an accepted booking', async () => {
    const late = await scene(2 * HOUR);
    await changeState(t, late.artist, late.bookingId, 'request', { state: 'accepted' });
    const response = await changeState(t, late.artist, late.bookingId, 'accepted', {
      state: 'declined',
    });
    expect(response.json()).toMatchObject({ state: 'declined', payment: null });
    expect(await paymentOf(late.bookingId)).toBeNull();
    expect((await stored(late.bookingId)).lateDecline).toBe(true);
    const mail = await mailTo(t.database, late.customer.email, /was declined/);
    expect(mail.text).toContain('Nothing was charged.');

    const early = await scene(2 * DAY);
    await changeState(t, early.artist, early.bookingId, 'request', { state: 'accepted' });
    await changeState(t, early.artist, early.bookingId, 'accepted', { state: 'declined' });
    expect((await stored(early.bookingId)).lateDecline).toBe(false);
    expect(await paymentOf(early.bookingId)).toBeNull();
  });
});
