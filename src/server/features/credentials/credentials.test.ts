import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '#server/db/open-db.ts';
import {
  artistCredentials,
  auditLog,
  credentialReminders,
  devMail,
  jobs,
  users,
} from '#server/db/schema/index.ts';
import { expireCredentials, remindExpiringCredentials } from './credentials.jobs.ts';
import { addArtist, nonce } from '#tests/support/fixtures/search.fixtures.ts';
import { createSession } from '#server/http/sessions.ts';
import type { AppContext } from '#server/context.ts';
import { addCalendarDays, torontoDay } from '#shared/domain/toronto-time.ts';
import { ArtistSearchPage } from '#shared/schemas/search.ts';
import type { CredentialView, PendingCredential } from '#shared/schemas/credentials.ts';
import { bearer, createTestApp, eventually, type TestApp } from '#tests/support/test-app.ts';

let t: TestApp;
let ctx: AppContext;
let admin: { id: string; token: string };

beforeAll(async () => {
  t = await createTestApp();
  ctx = t.app.context;
  admin = await t.signUp({ role: 'Admin' });
});
afterAll(() => t.close());

const today = () => torontoDay(new Date());
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

/** A multipart body: the fields, then one file (as a phone's browser sends it). */
function multipart(fields: Record<string, string>, file: { name: string; data: Buffer } | null) {
  const boundary = '----blush-credential';
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    ),
  );
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          'Content-Type: application/pdf\r\n\r\n',
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A listed artist (verified, bookable) with a session, found by `word`. */
async function artist(word = nonce(), locale: 'en-CA' | 'fr-CA' = 'en-CA') {
  const { id } = await addArtist(t.database.db, { bio: `Makeup, ${word}.` });
  await t.database.db.update(users).set({ locale }).where(eq(users.id, id));
  const [row] = await t.database.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, id));
  return { id, word, email: row!.email, token: await createSession(t.database.db, id) };
}

function upload(
  token: string,
  fields: Record<string, string>,
  file: { name: string; data: Buffer } | null = { name: 'insurance.pdf', data: pdf },
) {
  const body = multipart(fields, file);
  return t.app.inject({
    method: 'POST',
    url: '/api/credentials',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
}

async function uploadInsurance(token: string, expiresOn = addCalendarDays(today(), 200)) {
  const res = await upload(token, { kind: 'insurance', expiresOn });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CredentialView>();
}

const approve = (id: string, expiresOn: string | null) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/credentials/${id}/approve`,
    headers: bearer(admin.token),
    payload: { expiresOn },
  });

async function badgesOf(userId: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/credentials/badges/${userId}` });
  return res.json<{ badges: Array<{ kind: string; expiresOn: string | null }> }>().badges;
}

async function mailsTo(email: string) {
  return t.database.db.select().from(devMail).where(eq(devMail.to, email));
}

describe('uploading a credential', () => {
  it('keeps a PDF, a JPEG or a PNG, pending, and lists it to its owner only', async () => {
    const ana = await artist();
    const insurance = await uploadInsurance(ana.token);
    expect(insurance).toMatchObject({
      kind: 'insurance',
      state: 'pending',
      fileName: 'insurance.pdf',
    });
    const photo = await upload(ana.token, { kind: 'training' }, { name: 'diploma.png', data: png });
    expect(photo.statusCode, photo.body).toBe(200);
    const police = await upload(ana.token, {
      kind: 'police-check',
      issuedOn: addCalendarDays(today(), -20),
    });
    expect(police.json<CredentialView>()).toMatchObject({
      issuedOn: addCalendarDays(today(), -20),
    });

    const own = await t.app.inject({
      method: 'GET',
      url: '/api/credentials',
      headers: bearer(ana.token),
    });
    expect(own.json<{ credentials: CredentialView[] }>().credentials).toHaveLength(3);
    const other = await artist();
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/api/credentials',
      headers: bearer(other.token),
    });
    expect(theirs.json<{ credentials: CredentialView[] }>().credentials).toEqual([]);
    // Nothing shows publicly before an admin checks it.
    expect(await badgesOf(ana.id)).toEqual([]);
  });

  it('refuses another format, a file over 10 MB, a missing file and a past expiry, naming why', async () => {
    const ana = await artist();
    const gif = await upload(
      ana.token,
      { kind: 'training' },
      { name: 'a.gif', data: Buffer.from('GIF89a....') },
    );
    expect(gif.statusCode).toBe(415);
    expect(gif.json<{ error: { message: string } }>().error.message).toMatch(
      /image\/gif.*PDF, JPEG or PNG/,
    );
    const text = await upload(
      ana.token,
      { kind: 'training' },
      { name: 'a.pdf', data: Buffer.from('just words') },
    );
    expect(text.statusCode).toBe(415);

    const big = Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024)]);
    const tooLarge = await upload(ana.token, { kind: 'training' }, { name: 'scan.pdf', data: big });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json<{ error: { message: string } }>().error.message).toBe(
      '"scan.pdf" is too large, please pick a smaller file (Max. 10MB)',
    );

    const past = await upload(ana.token, {
      kind: 'insurance',
      expiresOn: addCalendarDays(today(), -1),
    });
    expect(past.statusCode).toBe(400);
    expect(past.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({
      expiresOn: 'must not be in the past',
    });
    const noDate = await upload(ana.token, { kind: 'insurance' });
    expect(noDate.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({
      expiresOn: 'is required',
    });
    const noFile = await upload(ana.token, { kind: 'training' }, null);
    expect(noFile.statusCode).toBe(400);
    const badKind = await upload(ana.token, { kind: 'diving' });
    expect(
      badKind.json<{ error: { fields: Record<string, string> } }>().error.fields.kind,
    ).toBeTruthy();

    const customer = await t.signUp();
    const notArtist = await upload(customer.token, { kind: 'training' });
    expect(notArtist.statusCode).toBe(403);
    const rows = await t.database.db
      .select()
      .from(artistCredentials)
      .where(eq(artistCredentials.userId, ana.id));
    expect(rows).toEqual([]);
  });
});

describe('the files are private', () => {
  it('are served to the owner and to admins (audited), never cached, never by a public URL', async () => {
    const ana = await artist();
    const { id } = await uploadInsurance(ana.token);
    const [row] = await t.database.db
      .select()
      .from(artistCredentials)
      .where(eq(artistCredentials.id, id));
    expect(row!.fileKey).toMatch(/^private\/credentials\/.+\.pdf$/);

    const publicUrl = await t.app.inject({ method: 'GET', url: `/files/${row!.fileKey}` });
    expect(publicUrl.statusCode).toBe(404);
    const encoded = await t.app.inject({
      method: 'GET',
      url: `/files/${row!.fileKey.replace('/', '%2F')}`,
    });
    expect(encoded.statusCode).toBe(404);

    const own = await t.app.inject({
      method: 'GET',
      url: `/api/credentials/${id}/file`,
      headers: bearer(ana.token),
    });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['cache-control']).toBe('no-store');
    expect(own.rawPayload.equals(pdf)).toBe(true);

    const other = await artist();
    const stranger = await t.app.inject({
      method: 'GET',
      url: `/api/credentials/${id}/file`,
      headers: bearer(other.token),
    });
    expect(stranger.statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/credentials/${id}/file` });
    expect(anonymous.statusCode).toBe(401);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/credentials/${id}`,
      headers: bearer(other.token),
    });
    expect(removed.statusCode).toBe(404);

    const byAdmin = await t.app.inject({
      method: 'GET',
      url: `/api/credentials/${id}/file`,
      headers: bearer(admin.token),
    });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.headers['cache-control']).toBe('no-store');
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'read-credential'), eq(auditLog.subjectId, id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.targetUserId).toBe(ana.id);
  });
});

describe("the admin's queue", () => {
  it('approves with an expiry: the badge shows on the profile, the search card and its filter', async () => {
    const ana = await artist();
    const other = await artist(ana.word);
    const expiresOn = addCalendarDays(today(), 120);
    const { id } = await uploadInsurance(ana.token, expiresOn);

    const queue = await t.app.inject({
      method: 'GET',
      url: '/api/admin/credentials',
      headers: bearer(admin.token),
    });
    const waiting = queue
      .json<{ credentials: PendingCredential[] }>()
      .credentials.find((c) => c.id === id);
    expect(waiting).toMatchObject({
      artistId: ana.id,
      suggestedExpiry: expiresOn,
      kind: 'insurance',
    });
    const forArtist = await t.app.inject({
      method: 'GET',
      url: '/api/admin/credentials',
      headers: bearer(ana.token),
    });
    expect(forArtist.statusCode).toBe(403);

    expect((await approve(id, null)).json<{ error: { fields: object } }>().error.fields).toEqual({
      expiresOn: 'is required',
    });
    expect((await approve(id, addCalendarDays(today(), -1))).statusCode).toBe(400);
    const ok = await approve(id, expiresOn);
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await approve(id, expiresOn)).statusCode).toBe(409);

    expect(await badgesOf(ana.id)).toEqual([{ kind: 'insurance', expiresOn }]);
    const search = await t.app.inject({ method: 'GET', url: `/api/search/artists?q=${ana.word}` });
    const page = ArtistSearchPage.parse(search.json());
    expect(page.artists.find((a) => a._id === ana.id)?.badges).toEqual([
      { kind: 'insurance', expiresOn },
    ]);
    expect(page.artists.find((a) => a._id === other.id)?.badges).toEqual([]);
    const filtered = await t.app.inject({
      method: 'GET',
      url: `/api/search/artists?q=${ana.word}&credentials=insurance`,
    });
    expect(ArtistSearchPage.parse(filtered.json()).artists.map((a) => a._id)).toEqual([ana.id]);
    const both = await t.app.inject({
      method: 'GET',
      url: `/api/search/artists?q=${ana.word}&credentials=insurance,police-check`,
    });
    expect(ArtistSearchPage.parse(both.json()).artists).toEqual([]);
    const bad = await t.app.inject({
      method: 'GET',
      url: `/api/search/artists?credentials=diving`,
    });
    expect(bad.statusCode).toBe(400);

    const mail = await eventually(async () => (await mailsTo(ana.email))[0]);
    expect(mail.subject).toBe('Your liability insurance is approved');
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.subjectId, id));
    expect(audit.map((a) => a.action)).toEqual(['approve-credential']);
  });

  it("rejects with a reason e-mailed in the artist's language, and no badge", async () => {
    const ana = await artist(nonce(), 'fr-CA');
    const { id } = await uploadInsurance(ana.token);
    const empty = await t.app.inject({
      method: 'POST',
      url: `/api/admin/credentials/${id}/reject`,
      headers: bearer(admin.token),
      payload: { reason: '  ' },
    });
    expect(empty.statusCode).toBe(400);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/credentials/${id}/reject`,
      headers: bearer(admin.token),
      payload: { reason: 'Le nom sur le certificat ne correspond pas.' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const mail = await eventually(async () => (await mailsTo(ana.email))[0]);
    expect(mail.subject).toBe('Nous n’avons pas pu approuver votre assurance responsabilité');
    expect(mail.text).toContain('Le nom sur le certificat ne correspond pas.');
    expect(await badgesOf(ana.id)).toEqual([]);
    const own = await t.app.inject({
      method: 'GET',
      url: '/api/credentials',
      headers: bearer(ana.token),
    });
    expect(own.json<{ credentials: CredentialView[] }>().credentials[0]).toMatchObject({
      state: 'rejected',
      rejectReason: 'Le nom sur le certificat ne correspond pas.',
    });
  });
});

describe('the daily job (a fake clock)', () => {
  const at = (isoDay: string) => new Date(`${isoDay}T14:00:00Z`);

  it('e-mails 30 and 7 days before, once each, then removes the badge when it expires', async () => {
    const ana = await artist();
    const expiresOn = addCalendarDays(today(), 100);
    const { id } = await uploadInsurance(ana.token, expiresOn);
    expect((await approve(id, expiresOn)).statusCode).toBe(200);
    const expiring = async () =>
      (await mailsTo(ana.email)).filter((m) => m.subject.includes('ends in'));
    const sentBefore = await t.database.db.$count(
      jobs,
      sql`${jobs.data}::text like ${`%${ana.email}%`}`,
    );

    const sentOn = async (daysBefore: number) => {
      await remindExpiringCredentials(ctx, at(addCalendarDays(expiresOn, -daysBefore)));
      const rows = await t.database.db
        .select({ days: credentialReminders.days })
        .from(credentialReminders)
        .where(eq(credentialReminders.credentialId, id));
      return rows.map((r) => r.days).sort();
    };
    expect(await sentOn(31)).toEqual([]);
    expect(await sentOn(30)).toEqual([30]);
    expect(await sentOn(29)).toEqual([30]);
    expect(await sentOn(7)).toEqual([30, 7].sort());
    expect(await sentOn(3)).toEqual([30, 7].sort());
    await eventually(async () => ((await expiring()).length === 2 ? true : null));
    const subjects = (await expiring()).map((m) => m.subject).sort();
    expect(subjects).toEqual([
      'Your “Insured” badge ends in 30 days',
      'Your “Insured” badge ends in 7 days',
    ]);
    expect(await t.database.db.$count(jobs, sql`${jobs.data}::text like ${`%${ana.email}%`}`)).toBe(
      sentBefore + 2,
    );

    await expireCredentials(ctx, at(expiresOn)); // its last day still counts
    expect(await badgesOf(ana.id)).toHaveLength(1);
    await expireCredentials(ctx, at(addCalendarDays(expiresOn, 1)));
    const [row] = await t.database.db
      .select()
      .from(artistCredentials)
      .where(eq(artistCredentials.id, id));
    expect(row!.state).toBe('expired');
    expect(await badgesOf(ana.id)).toEqual([]);
  });

  it('sends each reminder once even when two processes run the job at the same moment', async () => {
    const ana = await artist();
    const expiresOn = addCalendarDays(today(), 60);
    const { id } = await uploadInsurance(ana.token, expiresOn);
    expect((await approve(id, expiresOn)).statusCode).toBe(200);
    const day = at(addCalendarDays(expiresOn, -30));
    // On PostgreSQL the second runs on a pool of its own, as another process would.
    const url = t.database.connectionString;
    const second = url ? await openDb({ databaseUrl: url, migrate: false }) : null;
    try {
      const other = second ? { ...ctx, db: second.db } : ctx;
      await Promise.all([
        remindExpiringCredentials(ctx, day),
        remindExpiringCredentials(other, day),
        remindExpiringCredentials(ctx, day),
      ]);
    } finally {
      await second?.close();
    }
    const rows = await t.database.db
      .select()
      .from(credentialReminders)
      .where(eq(credentialReminders.credentialId, id));
    expect(rows.map((r) => r.days)).toEqual([30]);
    const queued = await t.database.db.$count(
      jobs,
      sql`${jobs.data}::text like ${`%${ana.email}%`} and ${jobs.data}::text like '%ends in 30 days%'`,
    );
    expect(queued).toBe(1);
  });
});
