import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '#server/context.ts';
import {
  auditLog,
  bookings,
  devMail,
  healthNotes,
  profileServices,
} from '#server/db/schema/index.ts';
import { bearer, createTestApp, eventually, type TestApp } from '#tests/support/test-app.ts';
import {
  DAY,
  changeState,
  makeArtist,
  makeQuickCustomer,
  orderFor,
  placeOrder,
  type Artist,
} from '#tests/support/fixtures/bookings.fixtures.ts';
import { eraseStaleHealthNotes } from './health-notes.service.ts';

let t: TestApp;
let ctx: AppContext;
beforeAll(async () => {
  t = await createTestApp();
  ctx = t.app.context;
});
afterAll(() => t.close());

const answers = {
  allergies: 'Latex and cyanoacrylate glue',
  sensitiveSkin: true,
  contactLenses: false,
  other: 'Eyes water easily',
};

const call = (token: string, method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const notesOf = (response: { json(): unknown }) =>
  (response.json() as { notes: Record<string, unknown> | null }).notes;

/** An artist whose first service (lashes) asks the health questions. */
async function lashArtist() {
  const artist = await makeArtist(t);
  await t.database.db
    .update(profileServices)
    .set({ asksHealthQuestions: true, typeOfService: 'Lash Lift' })
    .where(eq(profileServices.id, artist.services[0]!.id));
  return artist;
}

/** Books the artist's first service (or `serviceIndex`) for the customer; returns its id. */
async function bookFor(artist: Artist, customer: { token: string; cardId: string }, index = 0) {
  const service = artist.services[index]!;
  const response = await placeOrder(
    t,
    customer,
    artist,
    orderFor({ ...artist, services: [service] }, customer),
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Array<{ _id: string }>>()[0]!._id;
}

describe('a customer’s own health notes', () => {
  it('are saved sealed, read back, updated and deleted', async () => {
    const customer = await makeQuickCustomer(t);
    expect(notesOf(await call(customer.token, 'GET', '/api/health-notes'))).toBeNull();

    const saved = await call(customer.token, 'PUT', '/api/health-notes', answers);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.headers['cache-control']).toBe('no-store');
    expect(notesOf(saved)).toMatchObject(answers);

    // At rest: the tax details' sealed format, with none of the words.
    const [row] = await t.database.db
      .select()
      .from(healthNotes)
      .where(eq(healthNotes.userId, customer.id));
    expect(row!.sealed).toMatch(/^v1\./);
    expect(row!.sealed).not.toContain('Latex');

    const changed = { ...answers, allergies: '', contactLenses: true };
    await call(customer.token, 'PUT', '/api/health-notes', changed);
    expect(notesOf(await call(customer.token, 'GET', '/api/health-notes'))).toMatchObject(changed);

    const removed = await call(customer.token, 'DELETE', '/api/health-notes');
    expect(removed.statusCode).toBe(200);
    expect(notesOf(await call(customer.token, 'GET', '/api/health-notes'))).toBeNull();
    expect(await t.database.db.$count(healthNotes, eq(healthNotes.userId, customer.id))).toBe(0);
  });

  it('go with her account when she deletes it', async () => {
    const customer = await makeQuickCustomer(t);
    await call(customer.token, 'PUT', '/api/health-notes', answers);
    expect((await call(customer.token, 'DELETE', '/api/user')).statusCode).toBe(200);
    expect(await t.database.db.$count(healthNotes, eq(healthNotes.userId, customer.id))).toBe(0);
  });

  it('refuses bad input with 400 naming the fields, and a visitor with 401', async () => {
    const customer = await makeQuickCustomer(t);
    const bad = await call(customer.token, 'PUT', '/api/health-notes', {
      allergies: 'x'.repeat(301),
      sensitiveSkin: 'maybe',
      other: 'y'.repeat(601),
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<{ error: { fields: object } }>().error.fields).sort()).toEqual([
      'allergies',
      'contactLenses',
      'other',
      'sensitiveSkin',
    ]);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/health-notes' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('a booking’s health notes', () => {
  it('reach its artist once she accepted, never before, nor another artist', async () => {
    const artist = await lashArtist();
    const other = await makeArtist(t);
    const customer = await makeQuickCustomer(t);
    await call(customer.token, 'PUT', '/api/health-notes', answers);
    const bookingId = await bookFor(artist, customer);
    const url = `/api/health-notes/bookings/${bookingId}`;

    const early = await call(artist.token, 'GET', url);
    expect(early.statusCode).toBe(403);
    expect(early.body).not.toContain('Latex');
    const inFrench = await t.app.inject({
      method: 'GET',
      url,
      headers: { ...bearer(artist.token), 'accept-language': 'fr-CA' },
    });
    expect(inFrench.json<{ error: { message: string } }>().error.message).toBe(
      'Les notes de santé s’affichent une fois la réservation acceptée.',
    );
    expect((await call(other.token, 'GET', url)).statusCode).toBe(403);
    expect(notesOf(await call(customer.token, 'GET', url))).toMatchObject(answers);

    const accepted = await changeState(t, artist, bookingId, 'request', { state: 'accepted' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const read = await call(artist.token, 'GET', url);
    expect(read.statusCode).toBe(200);
    expect(notesOf(read)).toMatchObject(answers);
    // Her reading is audited too (the refused early one was not: nothing was read).
    const artistReads = await t.database.db.$count(
      auditLog,
      and(
        eq(auditLog.action, 'read-health-notes'),
        eq(auditLog.subjectId, bookingId),
        eq(auditLog.actorId, artist.id),
      ),
    );
    expect(artistReads).toBe(1);
    const refused = await call(other.token, 'GET', url);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('Latex');

    // Never in an e-mail: none of the mails this booking sent holds a word of them.
    const mails = await eventually(async () => {
      const rows = await t.database.db
        .select()
        .from(devMail)
        .where(inArray(devMail.to, [artist.email, customer.email]));
      return rows.length >= 2 ? rows : null;
    });
    for (const mail of mails) {
      expect(`${mail.subject} ${mail.text} ${mail.html}`).not.toMatch(
        /Latex|cyanoacrylate|Eyes water/,
      );
    }
  });

  it('answer the artist of a home visit, whose travel fee is a line of no service', async () => {
    const artist = await lashArtist();
    const customer = await makeQuickCustomer(t);
    await call(customer.token, 'PUT', '/api/health-notes', answers);
    const visit = await bookFor(artist, customer, 1); // a service that does not ask
    await changeState(t, artist, visit, 'request', { state: 'accepted' });
    // As a visit's last step writes it: the fee is a line whose id is `travel`, not a uuid.
    await t.database.db
      .update(bookings)
      .set({
        services: sql`${bookings.services} || jsonb_build_array(jsonb_build_object(
          'serviceId', 'travel', 'typeOfService', 'Travel fee', 'quantity', 1,
          'amountCents', 1500))`,
      })
      .where(eq(bookings.id, visit));
    const read = await call(artist.token, 'GET', `/api/health-notes/bookings/${visit}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(notesOf(read)).toBeNull();
  });

  it('show nothing to the artist of a booking that did not ask the questions', async () => {
    const artist = await lashArtist();
    const customer = await makeQuickCustomer(t);
    await call(customer.token, 'PUT', '/api/health-notes', answers);
    const bookingId = await bookFor(artist, customer, 1);
    await changeState(t, artist, bookingId, 'request', { state: 'accepted' });
    const read = await call(artist.token, 'GET', `/api/health-notes/bookings/${bookingId}`);
    expect(read.statusCode).toBe(200);
    expect(notesOf(read)).toBeNull();
  });

  it('reach an admin only with an audit entry, written as she reads', async () => {
    const artist = await lashArtist();
    const customer = await makeQuickCustomer(t);
    const admin = await t.signUp({ role: 'Admin' });
    await call(customer.token, 'PUT', '/api/health-notes', answers);
    const bookingId = await bookFor(artist, customer);
    const audited = () =>
      t.database.db.$count(
        auditLog,
        and(
          eq(auditLog.action, 'read-health-notes'),
          eq(auditLog.subjectId, bookingId),
          eq(auditLog.actorId, admin.id),
          eq(auditLog.targetUserId, customer.id),
        ),
      );
    expect(await audited()).toBe(0);
    const read = await call(admin.token, 'GET', `/api/health-notes/bookings/${bookingId}`);
    expect(read.statusCode).toBe(200);
    expect(notesOf(read)).toMatchObject(answers);
    expect(await audited()).toBe(1);
  });
});

describe('the daily erasure (a fake clock)', () => {
  it('erases notes a year after the last booking that used them, and keeps the others', async () => {
    const artist = await lashArtist();
    const used = await makeQuickCustomer(t);
    const unused = await makeQuickCustomer(t);
    const otherService = await makeQuickCustomer(t);
    for (const c of [used, unused, otherService]) {
      await call(c.token, 'PUT', '/api/health-notes', answers);
    }
    const lashes = await bookFor(artist, used);
    await bookFor(artist, otherService, 1);
    const [booking] = await t.database.db
      .select({ at: bookings.appointmentAt })
      .from(bookings)
      .where(eq(bookings.id, lashes));
    const kept = async (id: string) =>
      (await t.database.db.$count(healthNotes, eq(healthNotes.userId, id))) === 1;
    // The saves are "now": a year less a day later, all three are kept.
    const now = Date.now();
    await eraseStaleHealthNotes(ctx, new Date(now + 364 * DAY));
    expect([await kept(used.id), await kept(unused.id), await kept(otherService.id)]).toEqual([
      true,
      true,
      true,
    ]);
    // A year and a day after the save: only the notes a booking used since are kept…
    await eraseStaleHealthNotes(ctx, new Date(now + 366 * DAY));
    expect([await kept(used.id), await kept(unused.id), await kept(otherService.id)]).toEqual([
      true,
      false,
      false,
    ]);
    // …until a year after that booking's appointment.
    await eraseStaleHealthNotes(ctx, new Date(booking!.at.getTime() + 364 * DAY));
    expect(await kept(used.id)).toBe(true);
    await eraseStaleHealthNotes(ctx, new Date(booking!.at.getTime() + 366 * DAY));
    expect(await kept(used.id)).toBe(false);
  });

  it('does not count a declined booking as a use', async () => {
    const artist = await lashArtist();
    const customer = await makeQuickCustomer(t);
    await call(customer.token, 'PUT', '/api/health-notes', answers);
    const bookingId = await bookFor(artist, customer);
    await changeState(t, artist, bookingId, 'request', { state: 'declined' });
    await eraseStaleHealthNotes(ctx, new Date(Date.now() + 366 * DAY));
    expect(await t.database.db.$count(healthNotes, eq(healthNotes.userId, customer.id))).toBe(0);
  });
});
