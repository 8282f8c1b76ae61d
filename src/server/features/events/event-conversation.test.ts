/**
 * An event's conversation, its e-mails and an assistant leaving the team (decision 0042), on
 * both databases: the request and what follows as lines of the conversation, read only by the
 * customer, the lead and the team who said yes; each e-mail to whom it concerns, in her
 * language; an assistant who withdraws or is blocked gives her time and her share back.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventConversationView, EventLineView } from '#shared/schemas/event-conversation.ts';
import { EventView } from '#shared/schemas/events.ts';
import { eventHolds, ledgerEntries, users } from '#server/db/schema/index.ts';
import { makeCustomer } from '#tests/support/fixtures/bookings.fixtures.ts';
import {
  acceptAs,
  eventArtist,
  quoteBody,
  quoted,
  requested,
  sendAs,
} from '#tests/support/fixtures/events.fixtures.ts';
import { startSmtpSink } from '#tests/support/smtp-sink.ts';
import {
  bearer,
  createTestApp,
  eventually,
  mailTo,
  type TestApp,
} from '#tests/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    LOG_LEVEL: process.env.H42C_LOG ?? 'error',
    PROMOTION_STARTS_AT: '2099-01-01T05:00:00Z',
  });
});
afterAll(() => t.close());

const send = (who: { token: string }, method: 'GET' | 'POST', url: string, payload?: object) =>
  sendAs(t, who, method, url, payload);
const conversation = async (who: { token: string }, eventId: string) => {
  const res = await send(who, 'GET', `/api/events/${eventId}/messages`);
  expect(res.statusCode, res.body).toBe(200);
  return EventConversationView.parse(res.json());
};
const kinds = (c: EventConversationView) => c.lines.map((l) => l.kind);

/** Gives an account its own name, so an e-mail's words can be told apart. */
async function rename(who: { id: string }, firstName: string, locale?: 'fr-CA') {
  await t.database.db
    .update(users)
    .set({ firstName, lastName: 'Test', ...(locale ? { locale } : {}) })
    .where(eq(users.id, who.id));
}

const owedOn = async (eventId: string, artistId: string) => {
  const rows = await t.database.db
    .select({ amount: ledgerEntries.amountCents })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.eventId, eventId),
        eq(ledgerEntries.account, 'artist_payable'),
        eq(ledgerEntries.userId, artistId),
      ),
    );
  return 0 - rows.reduce((sum, r) => sum + r.amount, 0) + 0;
};

describe('the event’s conversation', () => {
  it('carries the request, each version and the acceptance; messages reach every party', async () => {
    const [lead, ana, customer] = [
      await eventArtist(t),
      await eventArtist(t),
      await makeCustomer(t),
    ];
    await rename(lead, 'Priya');
    await rename(ana, 'Mei');
    const event = await quoted(t, customer, lead, [ana]);
    expect(kinds(await conversation(customer, event.id))).toEqual([
      'requested',
      'quoted',
      'joined',
    ]);
    const sent = await send(customer, 'POST', `/api/events/${event.id}/messages`, {
      text: 'Call me at 416 555 0199 about the veil',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(EventLineView.parse(sent.json())).toMatchObject({
      kind: 'message',
      mine: true,
      text: 'Call me at [contact details hidden] about the veil',
    });
    expect((await acceptAs(t, customer, event.id)).statusCode).toBe(200);
    const seen = await conversation(ana, event.id);
    expect(kinds(seen)).toEqual(['requested', 'quoted', 'joined', 'message', 'accepted', 'paid']);
    expect(seen.masksContacts).toBe(false);
    expect(seen.lines[1]).toMatchObject({ version: 1, senderName: 'Priya Test', mine: false });
    expect(seen.lines[2]).toMatchObject({ senderName: 'Mei Test', mine: true });
    expect(seen.lines[3]).toMatchObject({ senderName: 'Cleo Customer', mine: false });
  });

  it('is a 404 for a stranger, an artist only invited, and one who declined', async () => {
    const [lead, ana, bea, customer] = [
      await eventArtist(t),
      await eventArtist(t),
      await eventArtist(t),
      await makeCustomer(t),
    ];
    const [stranger, strangerArtist] = [await makeCustomer(t), await eventArtist(t)];
    const event = await requested(t, customer, lead);
    const quote = await send(lead, 'POST', `/api/events/${event.id}/quotes`, {
      ...quoteBody(new Date(event.readyBy), [ana.id, bea.id]),
    });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(
      (await send(bea, 'POST', `/api/events/${event.id}/invitation`, { accept: false })).statusCode,
    ).toBe(200);
    for (const who of [stranger, strangerArtist, ana, bea]) {
      expect((await send(who, 'GET', `/api/events/${event.id}/messages`)).statusCode).toBe(404);
      const post = await send(who, 'POST', `/api/events/${event.id}/messages`, { text: 'Hi' });
      expect(post.statusCode).toBe(404);
    }
    const withdraw = `/api/events/${event.id}/withdraw`;
    expect((await send(strangerArtist, 'POST', withdraw)).statusCode).toBe(404);
    expect((await send(stranger, 'POST', withdraw)).statusCode).toBe(403);
  });

  it('refuses an empty or too long message with the messages’ own rule', async () => {
    const [lead, customer] = [await eventArtist(t), await makeCustomer(t)];
    const event = await requested(t, customer, lead);
    const url = `/api/events/${event.id}/messages`;
    expect((await send(customer, 'POST', url, { text: '   ' })).statusCode).toBe(400);
    expect((await send(customer, 'POST', url, { text: 'x'.repeat(1001) })).statusCode).toBe(400);
  });
});

describe('the event’s e-mails', () => {
  it('tells the lead of a request, the customer of a quote and the assistant of her invitation', async () => {
    const [lead, ana, customer] = [
      await eventArtist(t),
      await eventArtist(t),
      await makeCustomer(t),
    ];
    await rename(customer, 'Chloe');
    await rename(lead, 'Priya');
    await rename(ana, 'Mei', 'fr-CA');
    const event = await quoted(t, customer, lead, [ana]);
    const request = await mailTo(t.database, lead.email, /Chloe Test asks you for a quote/);
    expect(request.text).toContain(`https://blush.test/events/${event.id}`);
    await mailTo(t.database, customer.email, /Priya Test sent you a quote/);
    const invited = await mailTo(t.database, ana.email, /Priya Test vous invite dans son équipe/);
    expect(invited.text).toContain('Bonjour Mei');
    await mailTo(t.database, lead.email, /Mei Test joined your team/);
    expect((await acceptAs(t, customer, event.id)).statusCode).toBe(200);
    await mailTo(t.database, lead.email, /Your event on .* is booked/);
    await mailTo(t.database, ana.email, /Votre événement du .* est réservé/);
  });

  it('tells the customer her retainer was declined', async () => {
    const [lead, customer] = [await eventArtist(t), await makeCustomer(t, '4000000000000341')];
    const event = await quoted(t, customer, lead);
    await acceptAs(t, customer, event.id);
    const mail = await mailTo(t.database, customer.email, /Your retainer was declined/);
    expect(mail.text).toContain('within 24 hours');
  });

  it('tells everyone concerned of a cancellation, but not who cancelled', async () => {
    const [lead, ana, customer] = [
      await eventArtist(t),
      await eventArtist(t),
      await makeCustomer(t),
    ];
    const event = await quoted(t, customer, lead, [ana]);
    expect((await send(customer, 'POST', `/api/events/${event.id}/cancel`)).statusCode).toBe(200);
    await mailTo(t.database, lead.email, /is cancelled/);
    await mailTo(t.database, ana.email, /is cancelled/);
    const lines = kinds(await conversation(customer, event.id));
    expect(lines.at(-1)).toBe('cancelled');
    // Queued in the cancellation's transaction with the others: none to who cancelled.
    const queued = await t.database.db.execute(
      sql`select data->>'to' as "to" from jobs where queue = 'send-email' and data->>'subject' like '%is cancelled'`,
    );
    const to = (queued as { rows: { to: string }[] }).rows.map((r) => r.to);
    expect(to).toEqual(expect.arrayContaining([lead.email, ana.email]));
    expect(to).not.toContain(customer.email);
  });

  it('tells the team the event is completed', async () => {
    const [lead, ana, customer] = [
      await eventArtist(t),
      await eventArtist(t),
      await makeCustomer(t),
    ];
    const event = await quoted(t, customer, lead, [ana]);
    const accepted = EventView.parse((await acceptAs(t, customer, event.id)).json());
    await t.database.db.execute(
      sql`update event_quotes set schedule = jsonb_set(schedule, '{0,start}', to_jsonb((now() - interval '1 hour')::text)) where event_id = ${event.id}`,
    );
    const done = await send(lead, 'POST', `/api/events/${event.id}/complete`, {
      code: accepted.code,
    });
    expect(done.statusCode, done.body).toBe(200);
    await mailTo(t.database, ana.email, /is completed/);
    await mailTo(t.database, lead.email, /is completed/);
    expect(kinds(await conversation(customer, event.id)).at(-1)).toBe('completed');
  });
});

describe('an assistant leaving the team', () => {
  it('withdraws after the retainer: her time and share go back, the lead is told', async () => {
    const [lead, ana, customer] = [
      await eventArtist(t),
      await eventArtist(t),
      await makeCustomer(t),
    ];
    await rename(ana, 'Mei');
    const event = await quoted(t, customer, lead, [ana]);
    expect((await acceptAs(t, customer, event.id)).statusCode).toBe(200);
    const before = [await owedOn(event.id, lead.id), await owedOn(event.id, ana.id)];
    expect(before[1]).toBeGreaterThan(0);
    const left = await send(ana, 'POST', `/api/events/${event.id}/withdraw`);
    expect(left.statusCode, left.body).toBe(200);
    const seen = EventView.parse(left.json());
    expect(seen.quote?.team.find((m) => m.artistId === ana.id)?.status).toBe('withdrawn');
    expect(await owedOn(event.id, ana.id)).toBe(0);
    expect(await owedOn(event.id, lead.id)).toBe(before[0]! + before[1]!);
    const live = await t.database.db
      .select({ artistId: eventHolds.artistId })
      .from(eventHolds)
      .where(and(eq(eventHolds.eventId, event.id), isNull(eventHolds.releasedAt)));
    expect(live.map((h) => h.artistId)).toEqual([lead.id]);
    await mailTo(t.database, lead.email, /Mei Test has left your team/);
    const lines = (await conversation(lead, event.id)).lines;
    expect(lines.at(-1)).toMatchObject({ kind: 'withdrew', memberName: 'Mei Test' });
    expect((await send(ana, 'GET', `/api/events/${event.id}/messages`)).statusCode).toBe(404);
    expect((await send(ana, 'POST', `/api/events/${event.id}/withdraw`)).statusCode).toBe(409);
    // Said in the caller's language (issue 35), as every events answer is.
    const leadLeaves = await t.app.inject({
      method: 'POST',
      url: `/api/events/${event.id}/withdraw`,
      headers: { ...bearer(lead.token), 'accept-language': 'fr-CA,fr;q=0.9' },
    });
    expect(leadLeaves.statusCode).toBe(409);
    expect(leadLeaves.json<{ error: { message: string } }>().error.message).toBe(
      'Vous êtes l’artiste principale de cet événement : annulez-le plutôt.',
    );
  });

  it('an assistant blocked by an admin leaves the events not yet done; the lead is told', async () => {
    const [lead, ana, customer] = [
      await eventArtist(t),
      await eventArtist(t),
      await makeCustomer(t),
    ];
    await rename(ana, 'Mei');
    const admin = await t.signUp({ role: 'Admin' });
    const event = await quoted(t, customer, lead, [ana]);
    const blocked = await send(admin, 'POST', `/api/admin/users/${ana.id}/block`, {
      reason: 'Fake credentials',
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    await mailTo(t.database, lead.email, /Mei Test has left your team/);
    const view = EventView.parse((await send(lead, 'GET', `/api/events/${event.id}`)).json());
    expect(view.quote?.team.find((m) => m.artistId === ana.id)?.status).toBe('withdrawn');
    const line = (await conversation(lead, event.id)).lines.at(-1);
    expect(line).toMatchObject({ kind: 'withdrew', senderName: null, memberName: 'Mei Test' });
    // The customer cannot accept a quote with a gap: the lead quotes again.
    expect((await acceptAs(t, customer, event.id)).statusCode).toBe(409);
  });
});

describe('a replacement on an accepted event', () => {
  it('joins in the place of who left: her calendar is held, her yes shared at completion', async () => {
    const [lead, ana, bea, customer] = [
      await eventArtist(t),
      await eventArtist(t),
      await eventArtist(t),
      await makeCustomer(t),
    ];
    await rename(bea, 'Bea');
    const event = await quoted(t, customer, lead, [ana]);
    const accepted = EventView.parse((await acceptAs(t, customer, event.id)).json());
    const url = `/api/events/${event.id}/replacement`;
    // Only in the place of one who left, and only by the lead.
    expect((await send(lead, 'POST', url, { artistId: bea.id, replaces: ana.id })).statusCode).toBe(
      400,
    );
    expect((await send(ana, 'POST', `/api/events/${event.id}/withdraw`)).statusCode).toBe(200);
    expect((await send(bea, 'POST', url, { artistId: bea.id, replaces: ana.id })).statusCode).toBe(
      404,
    );
    const invited = await send(lead, 'POST', url, { artistId: bea.id, replaces: ana.id });
    expect(invited.statusCode, invited.body).toBe(200);
    expect((await send(lead, 'POST', url, { artistId: bea.id, replaces: ana.id })).statusCode).toBe(
      409,
    );
    await mailTo(t.database, bea.email, /invites you to her team/);
    const joined = await send(bea, 'POST', `/api/events/${event.id}/invitation`, { accept: true });
    expect(joined.statusCode, joined.body).toBe(200);
    const holds = await t.database.db
      .select()
      .from(eventHolds)
      .where(eq(eventHolds.eventId, event.id));
    const anas = holds.find((h) => h.artistId === ana.id)!;
    const beas = holds.find((h) => h.artistId === bea.id)!;
    expect(anas.releasedAt).not.toBeNull();
    expect(beas).toMatchObject({ busyFrom: anas.busyFrom, busyUntil: anas.busyUntil });
    expect(beas.releasedAt).toBeNull();
    const lines = (await conversation(lead, event.id)).lines.slice(-3);
    expect(lines.map((l) => [l.kind, l.memberName ?? l.senderName])).toEqual([
      ['withdrew', 'Ava Artist'],
      ['invited', 'Bea Test'],
      ['joined', 'Bea Test'],
    ]);
    // At completion her part of the balance is hers; Ana, who left, is owed nothing.
    await t.database.db.execute(
      sql`update event_quotes set schedule = jsonb_set(schedule, '{0,start}', to_jsonb((now() - interval '1 hour')::text)) where event_id = ${event.id}`,
    );
    const done = await send(lead, 'POST', `/api/events/${event.id}/complete`, {
      code: accepted.code,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(await owedOn(event.id, ana.id)).toBe(0);
    expect(await owedOn(event.id, bea.id)).toBeGreaterThan(0);
    expect((await owedOn(event.id, lead.id)) + (await owedOn(event.id, bea.id))).toBe(27_200);
  });

  it('her yes is refused when another event of hers holds that time', async () => {
    const [lead, ana, bea, customer] = [
      await eventArtist(t),
      await eventArtist(t),
      await eventArtist(t),
      await makeCustomer(t),
    ];
    const event = await quoted(t, customer, lead, [ana]);
    expect((await acceptAs(t, customer, event.id)).statusCode).toBe(200);
    expect((await send(ana, 'POST', `/api/events/${event.id}/withdraw`)).statusCode).toBe(200);
    const url = `/api/events/${event.id}/replacement`;
    expect((await send(lead, 'POST', url, { artistId: bea.id, replaces: ana.id })).statusCode).toBe(
      200,
    );
    // Bea's own accepted event holds that very day.
    const otherCustomer = await makeCustomer(t);
    const other = await quoted(t, otherCustomer, bea, [], new Date(event.readyBy));
    expect((await acceptAs(t, otherCustomer, other.id)).statusCode).toBe(200);
    const answer = await send(bea, 'POST', `/api/events/${event.id}/invitation`, { accept: true });
    expect(answer.statusCode, answer.body).toBe(409);
    expect(answer.body).toMatch(/Your calendar is taken/);
    const view = EventView.parse((await send(lead, 'GET', `/api/events/${event.id}`)).json());
    expect(view.quote?.team.find((m) => m.artistId === bea.id)?.status).toBe('invited');
  });
});

describe('the event’s e-mails over SMTP', () => {
  it('crosses a real SMTP exchange', async () => {
    const smtp = await startSmtpSink();
    const app = await createTestApp({
      LOG_LEVEL: 'error',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Blush <hello@blush.test>',
    });
    try {
      const [lead, customer] = [await eventArtist(app), await makeCustomer(app)];
      const event = await requested(app, customer, lead);
      const raw = await eventually(() => Promise.resolve(smtp.messages[0]));
      const parsed = await PostalMime.parse(raw);
      expect(parsed.to?.[0]?.address).toBe(lead.email);
      expect(parsed.subject).toMatch(/asks you for a quote/);
      expect(parsed.text).toContain(`https://blush.test/events/${event.id}`);
    } finally {
      await app.close();
      await smtp.close();
    }
  });
});
