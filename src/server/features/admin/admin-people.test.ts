import { eq } from 'drizzle-orm';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminUserPage } from '#shared/schemas/user.ts';
import { AuditPage } from '#shared/schemas/admin.ts';
import { auditLog, bookings, profiles, sessions, users } from '#server/db/schema/index.ts';
import {
  book,
  changeState,
  DAY,
  errorOf,
  HOUR,
  makeArtist,
  makeCustomer,
} from '#tests/support/fixtures/bookings.fixtures.ts';
import { addArtist, nonce, search } from '#tests/support/fixtures/search.fixtures.ts';
import { startSmtpSink, type SmtpSink } from '#tests/support/smtp-sink.ts';
import { bearer, createTestApp, eventually, type TestApp } from '#tests/support/test-app.ts';

/**
 * Issue 16, point 3: block, unblock and delete are real states with real effects, each action
 * audited in its own transaction. E-mails go through the job queue to a real SMTP relay.
 */
let t: TestApp;
let sink: SmtpSink;
let admin: Awaited<ReturnType<TestApp['signUp']>>;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: sink.url, LOG_LEVEL: 'error' });
  admin = await t.signUp({ role: 'Admin' });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

const post = (url: string, token: string, payload: unknown = {}) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload: payload as object });
const block = (id: string, reason = 'Repeated no-shows', token = admin.token) =>
  post(`/api/admin/users/${id}/block`, token, { reason });
const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });

/** The mails the sink received for `to`, parsed. */
async function mailsTo(to: string, subject: RegExp, atLeast = 1) {
  return eventually(async () => {
    const parsed = await Promise.all(sink.messages.map((raw) => PostalMime.parse(raw)));
    const found = parsed.filter(
      (m) =>
        m.to?.some((a) => a.address?.toLowerCase() === to.toLowerCase()) &&
        subject.test(m.subject ?? ''),
    );
    return found.length >= atLeast ? found : null;
  });
}

async function auditOf(targetUserId: string) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.targetUserId, targetUserId))
    .orderBy(auditLog.id);
}

describe('blocking an account', () => {
  it("ends the person's sessions at once and refuses their sign-in with the support message", async () => {
    const sam = await t.signUp({ password: 'pink-lipstick-9' });
    expect((await me(sam.token)).statusCode).toBe(200);

    const res = await block(sam.id);
    expect(res.statusCode).toBe(200);
    expect((await me(sam.token)).statusCode).toBe(401);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, sam.id))).toEqual(
      [],
    );

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: sam.email, password: 'pink-lipstick-9' },
    });
    expect(login.statusCode).toBe(403);
    expect(errorOf(login).message).toBe('This account is blocked — contact support');

    const [entry] = await auditOf(sam.id);
    expect(entry).toMatchObject({
      actorId: admin.id,
      action: 'block',
      reason: 'Repeated no-shows',
    });
    await mailsTo(sam.email, /has been blocked/);
  });

  it('takes a blocked artist out of search, the home carousel and their profile (404)', async () => {
    const name = nonce();
    // Best rated: first in the home carousel.
    const artist = await addArtist(t.database.db, { firstName: name, rating: 5, reviewCount: 99 });
    const featured = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/search/featured' }))
        .json<Array<{ firstName: string }>>()
        .map((a) => a.firstName);
    expect(await featured()).toContain(name);
    expect((await search(t.app, { q: name })).body.results.length).toBeGreaterThan(0);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/profile/${artist.id}` })).statusCode,
    ).toBe(200);

    expect((await block(artist.id)).statusCode).toBe(200);
    expect((await search(t.app, { q: name })).body.results).toEqual([]);
    expect(await featured()).not.toContain(name);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/profile/${artist.id}` })).statusCode,
    ).toBe(404);

    // Unblocked, they are back.
    const unblock = await post(`/api/admin/users/${artist.id}/unblock`, admin.token, {});
    expect(unblock.statusCode).toBe(200);
    expect((await search(t.app, { q: name })).body.results.length).toBeGreaterThan(0);
    expect((await auditOf(artist.id)).map((e) => e.action)).toEqual(['block', 'unblock']);
  });

  it("declines a blocked artist's open requests and cancels upcoming accepted bookings, free, telling both", async () => {
    const artist = await makeArtist(t);
    const customer = await makeCustomer(t);
    const request = await book(t, customer, artist, 3 * DAY);
    const upcoming = await book(t, customer, artist, 2 * DAY);
    expect(
      (await changeState(t, artist, upcoming, 'request', { state: 'accepted' })).statusCode,
    ).toBe(200);

    expect((await block(artist.id)).statusCode).toBe(200);
    const states = await eventually(async () => {
      const rows = await t.database.db
        .select({ id: bookings.id, state: bookings.state, cancelledAt: bookings.cancelledAt })
        .from(bookings)
        .where(eq(bookings.artistId, artist.id));
      return rows.every((r) => r.state === 'declined') ? rows : null;
    });
    expect(states.find((r) => r.id === upcoming)!.cancelledAt).not.toBeNull();
    expect(states.find((r) => r.id === request)!.cancelledAt).toBeNull();
    // No charge was opened for the customer.
    const pay = await t.app.inject({
      method: 'GET',
      url: `/api/payments/${upcoming}`,
      headers: bearer(customer.token),
    });
    expect(pay.statusCode).toBe(404);
    await mailsTo(customer.email, /was (declined|cancelled)/, 2);
    await mailsTo(artist.email, /was (declined|cancelled)/, 2);
  });

  it("cancels a blocked customer's upcoming booking and leaves a past one for completion", async () => {
    const artist = await makeArtist(t);
    const customer = await makeCustomer(t);
    const soon = await book(t, customer, artist, 2 * DAY);
    const earlier = await book(t, customer, artist, 2 * HOUR);
    for (const id of [soon, earlier]) {
      expect((await changeState(t, artist, id, 'request', { state: 'accepted' })).statusCode).toBe(
        200,
      );
    }
    // The earlier one has already started.
    await t.database.db
      .update(bookings)
      .set({ appointmentAt: new Date(Date.now() - HOUR) })
      .where(eq(bookings.id, earlier));
    expect((await block(customer.id)).statusCode).toBe(200);
    await eventually(async () => {
      const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, soon));
      return row?.state === 'declined';
    });
    const [past] = await t.database.db.select().from(bookings).where(eq(bookings.id, earlier));
    expect(past!.state).toBe('accepted');
  });

  it('refuses to block oneself, answers 404 for an unknown id on every action, and names a missing reason', async () => {
    const self = await block(admin.id);
    expect(self.statusCode).toBe(409);

    const other = await t.signUp({ role: 'Admin' });
    expect((await block(other.id)).statusCode).toBe(200);
    expect((await post(`/api/admin/users/${other.id}/unblock`, admin.token, {})).statusCode).toBe(
      200,
    );

    const nobody = '00000000-0000-4000-8000-000000000000';
    const unknown = await block(nobody);
    expect(unknown.statusCode).toBe(404);
    for (const [url, payload] of [
      [`/api/admin/users/${nobody}/unblock`, {}],
      [`/api/admin/artists/${nobody}/ask-changes`, { message: 'Add pictures' }],
      ['/api/profile/verified', { id: nobody, verified: true }],
      [`/api/admin/help/${nobody}/reply`, { subject: 'Hi', text: 'Hello' }],
    ] as const) {
      expect((await post(url, admin.token, payload)).statusCode, url).toBe(404);
    }
    const noReason = await post(`/api/admin/users/${other.id}/block`, admin.token, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(errorOf(noReason).fields).toEqual({ reason: 'is required' });
  });
});

describe('the last admin', () => {
  it('cannot delete their own account', async () => {
    const app2 = await createTestApp({ LOG_LEVEL: 'error' });
    try {
      const only = await app2.signUp({ role: 'Admin' });
      const other = await app2.signUp({ role: 'Admin' });
      // Block the other admin: only one active admin is left, who cannot block themselves.
      const first = await app2.app.inject({
        method: 'POST',
        url: `/api/admin/users/${other.id}/block`,
        headers: bearer(only.token),
        payload: { reason: 'test' },
      });
      expect(first.statusCode).toBe(200);
      // The remaining admin deleting their own account would leave no admin.
      const selfDelete = await app2.app.inject({
        method: 'DELETE',
        url: '/api/user',
        headers: bearer(only.token),
      });
      expect(selfDelete.statusCode).toBe(409);
      expect(errorOf(selfDelete).message).toMatch(/last admin/);
    } finally {
      await app2.close();
    }
  });
});

describe('deleting an account from the dashboard', () => {
  const remove = (payload: unknown) =>
    t.app.inject({
      method: 'DELETE',
      url: '/api/profile/profile-user-dashboard',
      headers: bearer(admin.token),
      payload: payload as object,
    });

  it('erases it as self-deletion does, calls off its bookings, and audits it', async () => {
    const artist = await makeArtist(t);
    const customer = await makeCustomer(t);
    const request = await book(t, customer, artist, 2 * DAY);
    const res = await remove({ id: customer.id, reason: 'Asked by phone' });
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, customer.id));
    expect(row).toMatchObject({ firstName: 'Former', passwordHash: null });
    expect(row!.deletedAt).not.toBeNull();
    expect((await me(customer.token)).statusCode).toBe(401);
    await eventually(async () => {
      const [b] = await t.database.db.select().from(bookings).where(eq(bookings.id, request));
      return b?.state === 'declined';
    });
    await mailsTo(artist.email, /was declined/);
    const [entry] = await auditOf(customer.id);
    expect(entry).toMatchObject({ action: 'delete-account', reason: 'Asked by phone' });
  });

  it('never touches an account with an empty, missing or unknown id', async () => {
    const before = await t.database.db
      .select({ id: users.id, deletedAt: users.deletedAt })
      .from(users);
    for (const payload of [{}, { id: '' }, { id: null }, { id: '   ' }]) {
      const res = await remove(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorOf(res).fields).toHaveProperty('id');
    }
    expect((await remove({ id: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    expect((await remove({ id: admin.id })).statusCode).toBe(409);
    const after = await t.database.db
      .select({ id: users.id, deletedAt: users.deletedAt })
      .from(users);
    expect(after).toEqual(before);
  });
});

describe('the people table', () => {
  it('pages, searches, filters and sorts on the server', async () => {
    const tag = nonce();
    const names = ['Alma', 'Bea', 'Cora'];
    const ids: string[] = [];
    for (const firstName of names) {
      const u = await t.signUp({ email: `${firstName.toLowerCase()}-${tag}@example.com` });
      await t.database.db.update(users).set({ firstName }).where(eq(users.id, u.id));
      ids.push(u.id);
    }
    await block(ids[1]!);
    const list = async (query: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/user/all?${query}`,
        headers: bearer(admin.token),
      });
      expect(res.statusCode, query).toBe(200);
      return AdminUserPage.parse(res.json());
    };
    const byName = await list(`q=${tag}&sort=name`);
    expect(byName.total).toBe(3);
    expect(byName.users.map((u) => u.firstName)).toEqual(names);
    expect((await list(`q=${tag}&sort=name&pageSize=5&page=0`)).users).toHaveLength(3);
    expect((await list(`q=${tag}&blocked=true`)).users.map((u) => u.firstName)).toEqual(['Bea']);
    expect((await list(`q=${tag}&blocked=false&sort=name`)).users.map((u) => u.firstName)).toEqual([
      'Alma',
      'Cora',
    ]);
    expect((await list(`q=${tag}&artist=true`)).total).toBe(0);
    const artists = await list('artist=true&verified=true&pageSize=25');
    expect(artists.users.every((u) => u.artist && u.verified)).toBe(true);
    const pending = await addArtist(t.database.db, { verified: false });
    const waiting = await list('verified=false&pageSize=25');
    expect(waiting.users.map((u) => u._id)).toContain(pending.id);
    expect(waiting.users.every((u) => u.artist && !u.verified)).toBe(true);
    expect((await list('role=Admin')).users.every((u) => u.role === 'Admin')).toBe(true);
    // A search for "%" matches a literal percent sign, not everything.
    expect((await list('q=%25')).total).toBe(0);

    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/user/all?pageSize=7&sort=age',
      headers: bearer(admin.token),
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(errorOf(bad).fields ?? {}).sort()).toEqual(['pageSize', 'sort']);
  });
});

describe('verifying an artist', () => {
  it('lists them in search at once, e-mails them, and audits it; the queue shows who waits', async () => {
    const name = nonce();
    const artist = await addArtist(t.database.db, { firstName: name, verified: false });
    await t.database.db.execute(
      // Waiting for 3 hours: past the 2-hour promise.
      `update profiles set submitted_at = now() - interval '3 hours' where user_id = '${artist.id}'` as never,
    );
    const queue = await t.app.inject({
      method: 'GET',
      url: '/api/admin/verification-queue',
      headers: bearer(admin.token),
    });
    const waiting = queue.json<{
      artists: Array<{ profile: { _id: string }; late: boolean; pictures: unknown[] }>;
    }>();
    const mine = waiting.artists.find((a) => a.profile._id === artist.id);
    expect(mine).toMatchObject({ late: true, changesAsked: null });
    expect(mine!.pictures).toHaveLength(1);
    expect((await search(t.app, { q: name })).body.results).toEqual([]);

    const res = await post('/api/profile/verified', admin.token, { id: artist.id, verified: true });
    expect(res.statusCode).toBe(200);
    expect((await search(t.app, { q: name })).body.results.length).toBeGreaterThan(0);
    const [row] = await t.database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, artist.id));
    await mailsTo(row!.email, /profile is live/);
    expect((await auditOf(artist.id)).map((e) => e.action)).toEqual(['verify']);

    const ask = await post(`/api/admin/artists/${artist.id}/ask-changes`, admin.token, {
      message: 'Please add two more pictures of bridal work.',
    });
    expect(ask.statusCode).toBe(200);
    const [mail] = await mailsTo(row!.email, /changes/);
    expect(mail!.text).toContain('Please add two more pictures of bridal work.');

    const audit = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit?action=ask-changes',
      headers: bearer(admin.token),
    });
    const page = AuditPage.parse(audit.json());
    expect(page.entries.every((e) => e.action === 'ask-changes')).toBe(true);
    expect(page.entries[0]).toMatchObject({
      reason: 'Please add two more pictures of bridal work.',
    });
  });

  it('shows in the queue the changes last asked of an artist still waiting', async () => {
    const artist = await addArtist(t.database.db, { verified: false });
    await t.database.db
      .update(profiles)
      .set({ submittedAt: new Date(Date.now() - 30 * 86_400_000) })
      .where(eq(profiles.userId, artist.id));
    const queued = async () => {
      const queue = await t.app.inject({
        method: 'GET',
        url: '/api/admin/verification-queue',
        headers: bearer(admin.token),
      });
      return queue
        .json<{ artists: Array<{ profile: { _id: string }; changesAsked: unknown }> }>()
        .artists.find((a) => a.profile._id === artist.id)!.changesAsked;
    };
    expect(await queued()).toBeNull();
    for (const message of ['Add a bio.', 'Add two bridal pictures.']) {
      const asked = await post(`/api/admin/artists/${artist.id}/ask-changes`, admin.token, {
        message,
      });
      expect(asked.statusCode).toBe(200);
    }
    expect(await queued()).toEqual({
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown,
      message: 'Add two bridal pictures.',
    });
  });
});
