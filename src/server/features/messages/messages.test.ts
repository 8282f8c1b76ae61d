import { heldTime } from '#shared/domain/availability.ts';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MASKED_CONTACT } from '#shared/domain/messages.ts';
import { ConversationView, MessageView } from '#shared/schemas/messages.ts';
import {
  auditLog,
  bookingMessages,
  bookings,
  devMail,
  helpMessages,
  messageNotices,
  users,
} from '#server/db/schema/index.ts';
import { sendUnreadMessageEmails } from './messages.jobs.ts';
import {
  errorOf,
  makeArtist,
  makeQuickCustomer,
  type Artist,
} from '#tests/support/fixtures/bookings.fixtures.ts';
import { bearer, createTestApp, mailTo, type TestApp } from '#tests/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'error' });
});
afterAll(() => t.close());

const DAY = 24 * 3_600_000;
type Who = { id: string; token: string };

/** Each booking written here starts 2 hours after the one before, so none overlap. */
let written = 0;

/** A booking written straight into the table, in `state`, at `appointmentAt`. */
async function booking(
  customer: { id: string },
  artist: Pick<Artist, 'id' | 'services'>,
  state: 'request' | 'accepted' | 'completed' = 'request',
  appointmentAt = new Date(Date.now() + 2 * DAY + written++ * 2 * 3_600_000),
) {
  const service = artist.services[0]!;
  const [row] = await t.database.db
    .insert(bookings)
    .values({
      customerId: customer.id,
      artistId: artist.id,
      state,
      appointmentAt,
      ...heldTime(appointmentAt),
      services: [
        { serviceId: service.id, typeOfService: 'Bridal Makeup', quantity: 1, amountCents: 8000 },
      ],
      subtotalCents: 8000,
      feeCents: 400,
      totalCents: 8400,
      place: 'artistSite',
      idempotencyKey: randomUUID(),
      respondBy: new Date(Date.now() + DAY),
    })
    .returning({ id: bookings.id });
  return row!.id;
}

const url = (bookingId: string) => `/api/book/item/${bookingId}/messages`;
const send = (who: Who, bookingId: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: url(bookingId), headers: bearer(who.token), payload });
const read = async (who: Who, bookingId: string) => {
  const response = await t.app.inject({ url: url(bookingId), headers: bearer(who.token) });
  expect(response.statusCode).toBe(200);
  return ConversationView.parse(response.json());
};
const unread = async (who: Who) =>
  (await t.app.inject({ url: '/api/messages/unread', headers: bearer(who.token) })).json<{
    count: number;
  }>().count;

describe('a booking conversation', () => {
  it('is open to its customer and artist only; anyone else gets 404', async () => {
    const artist = await makeArtist(t);
    const customer = await makeQuickCustomer(t);
    const stranger = await makeQuickCustomer(t);
    const bookingId = await booking(customer, artist);

    const sent = await send(customer, bookingId, { text: 'Hello! Can we start at 9?' });
    expect(sent.statusCode).toBe(200);
    expect(MessageView.parse(sent.json())).toMatchObject({ mine: true, from: 'customer' });

    for (const call of [
      t.app.inject({ url: url(bookingId), headers: bearer(stranger.token) }),
      send(stranger, bookingId, { text: 'Hi' }),
      t.app.inject({
        method: 'POST',
        url: `${url(bookingId)}/read`,
        headers: bearer(stranger.token),
      }),
      t.app.inject({ url: url(randomUUID()), headers: bearer(customer.token) }),
    ]) {
      const response = await call;
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).message).toBe('This booking does not exist.');
    }

    const seen = await read(artist, bookingId);
    expect(seen.otherName).toBe('Quinn Customer');
    expect(seen.messages).toEqual([
      expect.objectContaining({ mine: false, text: 'Hello! Can we start at 9?', readAt: null }),
    ]);
  });

  it('keeps the newest at the bottom, counts unread and sends read receipts', async () => {
    const artist = await makeArtist(t);
    const customer = await makeQuickCustomer(t);
    const bookingId = await booking(customer, artist, 'accepted');
    await send(customer, bookingId, { text: 'first' });
    await send(customer, bookingId, { text: 'second' });
    expect(await unread(artist)).toBe(2);
    expect(await unread(customer)).toBe(0);

    const marked = await t.app.inject({
      method: 'POST',
      url: `${url(bookingId)}/read`,
      headers: bearer(artist.token),
    });
    expect(marked.json()).toEqual({ count: 0 });
    expect(await unread(artist)).toBe(0);
    await send(artist, bookingId, { text: 'third' });

    const seen = await read(customer, bookingId);
    expect(seen.messages.map((m) => m.text)).toEqual(['first', 'second', 'third']);
    expect(seen.messages[0]!.readAt).not.toBeNull();
    expect(seen.messages[2]!.readAt).toBeNull();
    expect(seen.messages.map((m) => m.from)).toEqual(['customer', 'customer', 'artist']);
  });

  it('masks phone numbers and e-mail addresses until the booking is accepted', async () => {
    const artist = await makeArtist(t);
    const customer = await makeQuickCustomer(t);
    const bookingId = await booking(customer, artist, 'request');
    const text = 'Call me on 416-555-0199 or write to cleo@example.com';
    const before = await send(customer, bookingId, { text });
    expect(before.json<MessageView>().text).toBe(
      `Call me on ${MASKED_CONTACT} or write to ${MASKED_CONTACT}`,
    );
    expect((await read(artist, bookingId)).masksContacts).toBe(true);

    await t.database.db
      .update(bookings)
      .set({ state: 'accepted' })
      .where(eq(bookings.id, bookingId));
    const after = await send(customer, bookingId, { text });
    expect(after.json<MessageView>().text).toBe(text);
    const seen = await read(artist, bookingId);
    expect(seen.masksContacts).toBe(false);
    // What was masked stays masked: it was never stored.
    expect(seen.messages[0]!.text).not.toContain('416');
  });

  it('refuses empty, over-long and control-character text with a 400 naming the field', async () => {
    const artist = await makeArtist(t);
    const customer = await makeQuickCustomer(t);
    const bookingId = await booking(customer, artist);
    for (const [text, message] of [
      ['', 'is required'],
      ['   ', 'is required'],
      ['x'.repeat(1001), 'must be at most 1000 characters'],
      ['bell\u0007', 'must not contain control characters'],
    ] as const) {
      const response = await send(customer, bookingId, { text });
      expect(response.statusCode, JSON.stringify(text)).toBe(400);
      expect(errorOf(response).fields).toEqual({ text: message });
    }
    expect((await send(customer, bookingId, { text: 'x'.repeat(1000) })).statusCode).toBe(200);
  });

  it('answers 429 past 20 messages a minute', async () => {
    const artist = await makeArtist(t);
    const customer = await makeQuickCustomer(t);
    const bookingId = await booking(customer, artist);
    const codes = [];
    for (let i = 0; i < 21; i++)
      codes.push((await send(customer, bookingId, { text: `m${i}` })).statusCode);
    expect(codes.slice(0, 20).every((c) => c === 200)).toBe(true);
    expect(codes[20]).toBe(429);
  });

  it('is read-only from 14 days after the appointment, and names a deleted account', async () => {
    const artist = await makeArtist(t);
    const customer = await makeQuickCustomer(t);
    const old = await booking(customer, artist, 'completed', new Date(Date.now() - 15 * DAY));
    const closed = await send(customer, old, { text: 'Thanks again!' });
    expect(closed.statusCode).toBe(409);
    expect((await read(customer, old)).open).toBe(false);

    const recent = await booking(customer, artist, 'completed', new Date(Date.now() - 13 * DAY));
    expect((await send(artist, recent, { text: 'Thank you for coming' })).statusCode).toBe(200);
    await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, artist.id));
    const seen = await read(customer, recent);
    expect(seen.open).toBe(false);
    expect(seen.otherName).toBe('Former artist');
    expect(seen.messages[0]!.senderName).toBe('Former artist');
  });

  it('takes up to 3 photos, re-encoded without their metadata', async () => {
    const artist = await makeArtist(t);
    const customer = await makeQuickCustomer(t);
    const bookingId = await booking(customer, artist, 'accepted');
    const jpeg = await sharp({
      create: { width: 40, height: 30, channels: 3, background: '#c08' },
    })
      .jpeg()
      .withExif({ IFD0: { Artist: 'Secret Name' } })
      .toBuffer();
    const form = (count: number, text = 'My inspiration') => {
      const boundary = 'x-boundary';
      const parts = [
        `--${boundary}\r\ncontent-disposition: form-data; name="text"\r\n\r\n${text}\r\n`,
      ];
      const buffers: Buffer[] = [];
      for (let i = 0; i < count; i++) {
        buffers.push(
          Buffer.from(
            `--${boundary}\r\ncontent-disposition: form-data; name="files"; filename="p${i}.jpg"\r\ncontent-type: image/jpeg\r\n\r\n`,
          ),
          jpeg,
          Buffer.from('\r\n'),
        );
      }
      return {
        payload: Buffer.concat([
          Buffer.from(parts[0]!),
          ...buffers,
          Buffer.from(`--${boundary}--\r\n`),
        ]),
        headers: {
          ...bearer(customer.token),
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
      };
    };
    const ok = await t.app.inject({ method: 'POST', url: `${url(bookingId)}/photos`, ...form(3) });
    expect(ok.statusCode, ok.body).toBe(200);
    const message = MessageView.parse(ok.json());
    expect(message.text).toBe('My inspiration');
    expect(message.photos).toHaveLength(3);
    const file = await t.app.inject({ url: message.photos[0]!.src });
    expect(file.statusCode).toBe(200);
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();

    const tooMany = await t.app.inject({
      method: 'POST',
      url: `${url(bookingId)}/photos`,
      ...form(4),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(errorOf(tooMany).message).toMatch(/3 images/);
  });

  it('files a report to the help inbox; the admin reads the conversation and removes a message', async () => {
    const artist = await makeArtist(t);
    const customer = await makeQuickCustomer(t);
    const admin = await t.signUp({ role: 'Admin' });
    const bookingId = await booking(customer, artist, 'accepted');
    await send(customer, bookingId, { text: 'Hello there' });
    const rude = (await send(artist, bookingId, { text: 'Something rude' })).json<MessageView>();

    const stranger = await makeQuickCustomer(t);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/messages/${rude._id}/report`,
      headers: bearer(stranger.token),
      payload: {},
    });
    expect(refused.statusCode).toBe(404);

    const reported = await t.app.inject({
      method: 'POST',
      url: `/api/messages/${rude._id}/report`,
      headers: bearer(customer.token),
      payload: { reason: 'Not kind' },
    });
    expect(reported.statusCode).toBe(200);
    const [filed] = await t.database.db
      .select()
      .from(helpMessages)
      .where(eq(helpMessages.bookingMessageId, rude._id));
    expect(filed?.text).toContain('Something rude');
    const mail = await mailTo(t.database, t.app.context.env.SUPPORT_EMAIL, /Reported message/);
    expect(mail.text).toContain('Hello there');
    expect(mail.text).toContain('Something rude');

    const inbox = await t.app.inject({
      url: '/api/admin/help?status=open',
      headers: bearer(admin.token),
    });
    expect(inbox.json<{ messages: unknown[] }>().messages).toContainEqual(
      expect.objectContaining({ issueLabel: 'Reported message', reportedMessageId: rude._id }),
    );

    const asAdmin = await t.app.inject({
      url: `/api/admin/messages/${rude._id}`,
      headers: bearer(admin.token),
    });
    expect(asAdmin.statusCode).toBe(200);
    expect(ConversationView.parse(asAdmin.json()).messages).toHaveLength(2);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/messages/${rude._id}`,
      headers: bearer(admin.token),
    });
    expect(removed.statusCode).toBe(200);
    const seen = await read(customer, bookingId);
    expect(seen.messages[1]).toMatchObject({ removed: true, text: '' });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, rude._id));
    expect(audit.map((a) => a.action)).toEqual(['delete-message']);
  });
});

describe('the unread-message e-mail', () => {
  const backdate = (bookingId: string, minutes: number) =>
    t.database.db
      .update(bookingMessages)
      .set({ createdAt: new Date(Date.now() - minutes * 60_000) })
      .where(eq(bookingMessages.bookingId, bookingId));
  const mailsTo = async (address: string) =>
    (await t.database.db.select().from(devMail).where(eq(devMail.to, address))).filter((m) =>
      m.subject.startsWith('New message from'),
    );
  const run = () => sendUnreadMessageEmails(t.app.context);

  it('goes when a message waited 5 minutes unread, at most once an hour per conversation', async () => {
    const artist = await makeArtist(t);
    const customer = await makeQuickCustomer(t);
    const bookingId = await booking(customer, artist);
    await send(customer, bookingId, { text: 'Are you free earlier?' });
    await backdate(bookingId, 4);
    await run();
    expect(await mailsTo(artist.email)).toHaveLength(0);

    await backdate(bookingId, 6);
    await run();
    const mail = await mailTo(t.database, artist.email, /New message from Quinn Customer/);
    expect(mail.text).toContain(`/bookings?booking=${bookingId}`);

    // Another unread message within the hour: no second e-mail.
    await send(customer, bookingId, { text: 'Hello?' });
    await backdate(bookingId, 10);
    await run();
    await run();
    await new Promise((r) => setTimeout(r, 1500));
    expect(await mailsTo(artist.email)).toHaveLength(1);
  });

  it('claims the hour, marks the messages and queues the e-mail all at once, or none of it', async () => {
    const artist = await makeArtist(t);
    const customer = await makeQuickCustomer(t);
    const bookingId = await booking(customer, artist);
    await send(customer, bookingId, { text: 'Is parking nearby?' });
    await backdate(bookingId, 6);
    // The e-mail cannot be queued (as if the process died there): nothing is claimed or marked.
    await t.database.db.execute(sql`
      create function refuse_notice_jobs() returns trigger language plpgsql as $$
      begin
        if new.data->>'idempotencyKey' like 'notice.%' then raise exception 'queue down'; end if;
        return new;
      end $$`);
    await t.database.db.execute(sql`
      create trigger refuse_notice_jobs before insert on jobs
      for each row execute function refuse_notice_jobs()`);
    try {
      await expect(run()).rejects.toThrow();
    } finally {
      await t.database.db.execute(sql`drop trigger refuse_notice_jobs on jobs`);
      await t.database.db.execute(sql`drop function refuse_notice_jobs()`);
    }
    const claims = await t.database.db
      .select()
      .from(messageNotices)
      .where(eq(messageNotices.bookingId, bookingId));
    expect(claims).toEqual([]);
    const [message] = await t.database.db
      .select({ noticedAt: bookingMessages.noticedAt })
      .from(bookingMessages)
      .where(eq(bookingMessages.bookingId, bookingId));
    expect(message!.noticedAt).toBeNull();

    // The next run (a minute on, not an hour) sends it, once, with the notice's key.
    expect(await run()).toBe(1);
    expect(await run()).toBe(0);
    const mail = await mailTo(t.database, artist.email, /New message from Quinn Customer/);
    expect(mail.idempotencyKey).toMatch(/^notice\./);
    expect(await mailsTo(artist.email)).toHaveLength(1);
  });

  it('never goes for a message read in time, nor to a blocked or deleted account', async () => {
    const artist = await makeArtist(t);
    const customer = await makeQuickCustomer(t);
    const read = await booking(customer, artist);
    await send(customer, read, { text: 'Read me' });
    await t.app.inject({
      method: 'POST',
      url: `${url(read)}/read`,
      headers: bearer(artist.token),
    });
    await backdate(read, 30);

    const blockedCustomer = await makeQuickCustomer(t);
    const toBlocked = await booking(blockedCustomer, artist, 'accepted');
    await send(artist, toBlocked, { text: 'For a blocked account' });
    await backdate(toBlocked, 30);
    await t.database.db
      .update(users)
      .set({ blockedAt: new Date() })
      .where(eq(users.id, blockedCustomer.id));

    const goneCustomer = await makeQuickCustomer(t);
    const toGone = await booking(goneCustomer, artist, 'accepted');
    await send(artist, toGone, { text: 'For a deleted account' });
    await backdate(toGone, 30);
    await t.database.db
      .update(users)
      .set({ deletedAt: new Date() })
      .where(eq(users.id, goneCustomer.id));

    expect(await run()).toBe(0);
    await new Promise((r) => setTimeout(r, 1000));
    for (const who of [artist, blockedCustomer, goneCustomer]) {
      expect(await mailsTo(who.email)).toHaveLength(0);
    }
  });
});
