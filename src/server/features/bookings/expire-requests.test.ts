import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, mailTo, type TestApp } from '#tests/support/test-app.ts';
import { bookings } from '../../db/schema/index.ts';
import {
  book,
  changeState,
  makeArtist,
  makeCustomer,
} from '#tests/support/fixtures/bookings.fixtures.ts';
import { expireRequests } from './bookings.jobs.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'error' });
});
afterAll(() => t.close());

const stateOf = async (id: string) =>
  (await t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!.state;
const backdate = (id: string) =>
  t.database.db
    .update(bookings)
    .set({ respondBy: sql`now() - interval '1 minute'` })
    .where(eq(bookings.id, id));

describe('the expiry job', () => {
  it('declines requests past their deadline, tells both, and leaves the rest', async () => {
    const artist = await makeArtist(t);
    const customer = await makeCustomer(t);
    const due = await book(t, customer, artist);
    const notYet = await book(t, customer, artist);
    const answered = await book(t, customer, artist);
    await changeState(t, artist, answered, 'request', { state: 'accepted' });
    await backdate(due);
    await backdate(answered);

    expect(await expireRequests(t.app.context)).toBe(1);
    expect(await stateOf(due)).toBe('declined');
    expect(await stateOf(notYet)).toBe('request');
    expect(await stateOf(answered)).toBe('accepted');
    const mail = await mailTo(t.database, customer.email, /was declined/);
    expect(mail.text).toMatch(/did not answer your request for .+ in time/);
    await mailTo(t.database, artist.email, /declined/);
    expect(await expireRequests(t.app.context)).toBe(0);
  });

  it('refuses the artist’s answer once the deadline has passed', async () => {
    const artist = await makeArtist(t);
    const customer = await makeCustomer(t);
    const bookingId = await book(t, customer, artist);
    await backdate(bookingId);
    const response = await changeState(t, artist, bookingId, 'request', { state: 'accepted' });
    expect(response.statusCode).toBe(409);
    expect(await stateOf(bookingId)).toBe('request');
  });
});
