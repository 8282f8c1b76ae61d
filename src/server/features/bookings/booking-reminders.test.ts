import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, mailTo, type TestApp } from '#tests/support/test-app.ts';
import { bookings, devMail } from '../../db/schema/index.ts';
import { sendDueReminders } from './booking-reminders.ts';
import {
  book,
  changeState,
  makeArtist,
  makeCustomer,
} from '#tests/support/fixtures/bookings.fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'error' });
});
afterAll(() => t.close());

/** Every job's reminders are taken by the test, not by the schedule running beside it. */
const remind = () => sendDueReminders(t.app.context);

const mailsTo = async (email: string) =>
  t.database.db.select().from(devMail).where(eq(devMail.to, email));

/**
 * An accepted booking whose appointment is `minutesAhead` from now, accepted
 * `acceptedMinutesAgo` ago (each test has its own artist, so moved times never collide).
 */
async function acceptedBooking(minutesAhead: number, acceptedMinutesAgo = 3 * 24 * 60) {
  const artist = await makeArtist(t);
  const customer = await makeCustomer(t);
  const id = await book(t, customer, artist);
  const accepted = await changeState(t, artist, id, 'request', { state: 'accepted' });
  expect(accepted.statusCode).toBe(200);
  await t.database.db
    .update(bookings)
    .set({
      appointmentAt: sql`now() + make_interval(mins => ${minutesAhead})`,
      decidedAt: sql`now() - make_interval(mins => ${acceptedMinutesAgo})`,
    })
    .where(eq(bookings.id, id));
  return { id, artist, customer };
}

const reminderMarks = async (id: string) =>
  (
    await t.database.db
      .select({ dayBefore: bookings.remindedDayBeforeAt, soon: bookings.remindedSoonAt })
      .from(bookings)
      .where(eq(bookings.id, id))
  )[0]!;

describe('booking reminders', () => {
  it('reminds both parties the day before, with the place, a map and the calendar file, once', async () => {
    const { id, artist, customer } = await acceptedBooking(23 * 60);
    expect(await remind()).toBe(1);

    const toCustomer = await mailTo(t.database, customer.email, /^Reminder: your booking with/);
    expect(toCustomer.text).toMatch(/When: .+ (EST|EDT)/);
    expect(toCustomer.text).toMatch(/Where: At .+'s studio/);
    expect(toCustomer.text).toContain('https://www.openstreetmap.org/search?query=');
    expect(toCustomer.text).toMatch(/Your booking code: [A-Z0-9]{6}/);
    const [ics] = toCustomer.attachments;
    expect(ics?.filename).toBe('booking.ics');
    expect(ics?.content).toContain(`UID:booking-${id}@blush`);
    expect(ics?.content).toContain('STATUS:CONFIRMED');

    const toArtist = await mailTo(t.database, artist.email, /^Reminder: .+'s booking is tomorrow/);
    expect(toArtist.text).not.toMatch(/Your booking code/);
    expect(toArtist.attachments[0]?.content).toContain(`UID:booking-${id}@blush`);

    // Again: nothing, and still one reminder each.
    expect(await remind()).toBe(0);
    await new Promise((r) => setTimeout(r, 300));
    const reminders = (await mailsTo(customer.email)).filter((m) => /^Reminder/.test(m.subject));
    expect(reminders).toHaveLength(1);
    expect((await reminderMarks(id)).soon).toBeNull();
  });

  it('reminds the customer alone two hours before, and never the day-before one after it', async () => {
    const { id, artist, customer } = await acceptedBooking(90);
    expect(await remind()).toBe(1);
    const soon = await mailTo(t.database, customer.email, /^Coming up soon: your booking with/);
    expect(soon.text).toMatch(/When: /);
    expect(soon.attachments).toHaveLength(1);
    const marks = await reminderMarks(id);
    expect(marks.soon).not.toBeNull();
    expect(marks.dayBefore).not.toBeNull();
    expect(await remind()).toBe(0);
    const artistMail = await mailsTo(artist.email);
    expect(artistMail.filter((m) => /^Reminder/.test(m.subject))).toHaveLength(0);
  });

  it('sends nothing for a booking called off, and nothing before its time', async () => {
    const cancelled = await acceptedBooking(23 * 60);
    const declined = await changeState(t, cancelled.artist, cancelled.id, 'accepted', {
      state: 'declined',
    });
    expect(declined.statusCode).toBe(200);
    const later = await acceptedBooking(30 * 60);
    expect(await remind()).toBe(0);
    expect(await reminderMarks(cancelled.id)).toEqual({ dayBefore: null, soon: null });
    expect(await reminderMarks(later.id)).toEqual({ dayBefore: null, soon: null });
  });

  it('passes over a reminder when the booking was accepted after its moment', async () => {
    const { id, customer } = await acceptedBooking(20 * 60, 30);
    expect(await remind()).toBe(0);
    expect((await reminderMarks(id)).dayBefore).not.toBeNull();
    const mail = await mailsTo(customer.email);
    expect(mail.filter((m) => /^Reminder/.test(m.subject))).toHaveLength(0);
  });

  it('sends each reminder once when two instances run at the same moment', async () => {
    const { customer } = await acceptedBooking(22 * 60);
    const counts = await Promise.all([remind(), remind(), remind()]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    await mailTo(t.database, customer.email, /^Reminder: your booking with/);
    await new Promise((r) => setTimeout(r, 300));
    const mail = await mailsTo(customer.email);
    expect(mail.filter((m) => /^Reminder/.test(m.subject))).toHaveLength(1);
  });
});
