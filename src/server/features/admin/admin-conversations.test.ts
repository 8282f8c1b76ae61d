import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConversationView } from '#shared/schemas/messages.ts';
import { auditLog, helpMessages } from '#server/db/schema/index.ts';
import {
  book,
  errorOf,
  makeArtist,
  makeCustomer,
} from '#tests/support/fixtures/bookings.fixtures.ts';
import { bearer, createTestApp, type TestApp } from '#tests/support/test-app.ts';

/**
 * Decision 0027: a conversation is its two parties' own. An admin opens it only through a
 * report of one of its messages that is not closed, and each opening is in the audit log.
 */
let t: TestApp;
let admin: { id: string; token: string };
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'error' });
  admin = await t.signUp({ role: 'Admin' });
});
afterAll(() => t.close());

/** A booking with one message from its customer and one from its artist. */
async function conversation() {
  const artist = await makeArtist(t);
  const customer = await makeCustomer(t);
  const bookingId = await book(t, customer, artist);
  const say = async (who: { token: string }, text: string) => {
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/book/item/${bookingId}/messages`,
      headers: bearer(who.token),
      payload: { text },
    });
    expect(sent.statusCode).toBe(200);
    return sent.json<{ _id: string }>()._id;
  };
  const hello = await say(customer, 'Hello, is 9 fine?');
  const rude = await say(artist, 'Something rude');
  return { bookingId, customer, artist, hello, rude };
}

const open = (messageId: string) =>
  t.app.inject({ url: `/api/admin/messages/${messageId}`, headers: bearer(admin.token) });
const remove = (messageId: string) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/admin/messages/${messageId}`,
    headers: bearer(admin.token),
  });
const openings = (bookingId: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.subjectId, bookingId), eq(auditLog.action, 'read-conversation')))
    .orderBy(asc(auditLog.createdAt));

describe("an admin and a booking's conversation", () => {
  it('stays closed to an admin while nobody has reported a message of it', async () => {
    const { bookingId, hello } = await conversation();
    for (const response of [await open(hello), await remove(hello)]) {
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).message).toMatch(/private.*open report/);
    }
    expect(await openings(bookingId)).toEqual([]);
  });

  it('opens through a report of any of its messages, and each opening is audited with the report', async () => {
    const { bookingId, customer, hello, rude, artist } = await conversation();
    const reported = await t.app.inject({
      method: 'POST',
      url: `/api/messages/${rude}/report`,
      headers: bearer(customer.token),
      payload: { reason: 'Not kind' },
    });
    expect(reported.statusCode).toBe(200);
    const [report] = await t.database.db
      .select()
      .from(helpMessages)
      .where(eq(helpMessages.bookingMessageId, rude));

    // The reported message, or another of the same conversation, opens the whole of it.
    for (const messageId of [rude, hello]) {
      const response = await open(messageId);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(ConversationView.parse(response.json()).messages).toHaveLength(2);
    }
    const audit = await openings(bookingId);
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({
      actorId: admin.id,
      targetUserId: artist.id,
      reason: `Report in the help inbox (open) of message ${rude}`,
      details: { helpMessageId: report!.id, reportedMessageId: rude, messageId: rude },
    });
    expect(audit[1]!.details).toMatchObject({ messageId: hello });

    // Closing the report closes the conversation again: no reading, no removing.
    const closed = await t.app.inject({
      method: 'POST',
      url: `/api/admin/help/${report!.id}/status`,
      headers: bearer(admin.token),
      payload: { status: 'closed' },
    });
    expect(closed.statusCode).toBe(200);
    expect((await open(rude)).statusCode).toBe(403);
    expect((await remove(rude)).statusCode).toBe(403);
    expect(await openings(bookingId)).toHaveLength(2);
  });

  it('answers an unknown message with 404', async () => {
    const response = await open('00000000-0000-4000-8000-000000000000');
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).message).toBe('This message does not exist.');
  });
});
