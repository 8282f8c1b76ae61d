import {
  conversationOpen,
  FORMER_ARTIST,
  FORMER_CLIENT,
  maskContacts,
} from '#shared/domain/messages.ts';
import type { EventConversationView, EventLineView } from '#shared/schemas/event-conversation.ts';
import { AppError } from '../../app-error.ts';
import type { AppContext } from '../../context.ts';
import {
  findConversationEvent,
  insertEventLine,
  listEventLines,
  namesOf,
  type EventLineRow,
} from './event-conversation.queries.ts';

type ConversationEvent = NonNullable<Awaited<ReturnType<typeof findConversationEvent>>>;

const noEvent = () => new AppError('not_found', 'This event does not exist.');

/** Contact details are shared once the retainer is paid, as a booking's once it is accepted. */
const contactsAllowed = (state: string) => state === 'accepted' || state === 'completed';

async function conversationEvent(ctx: AppContext, userId: string, eventId: string) {
  const event = await findConversationEvent(ctx.db, eventId, userId);
  if (!event) throw noEvent();
  return event;
}

async function linesView(
  ctx: AppContext,
  event: ConversationEvent,
  rows: EventLineRow[],
  viewerId: string,
): Promise<EventLineView[]> {
  const ids = new Set<string>();
  for (const r of rows) {
    if (r.senderId) ids.add(r.senderId);
    if (r.memberId) ids.add(r.memberId);
  }
  const names = await namesOf(ctx.db, [...ids]);
  const nameOf = (id: string | null) => {
    const found = id ? names.get(id) : undefined;
    if (!found) return null;
    if (!found.deleted) return found.name;
    return id === event.customerId ? FORMER_CLIENT : FORMER_ARTIST;
  };
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    mine: r.senderId === viewerId,
    senderName: nameOf(r.senderId),
    text: r.text,
    version: r.version,
    memberName: nameOf(r.memberId),
    sentAt: r.createdAt.toISOString(),
  }));
}

/**
 * GET /api/events/{eventId}/messages: the event's conversation, oldest first, for its
 * customer, its lead and the assistants who said yes; anyone else gets a 404.
 */
export async function getEventConversation(
  ctx: AppContext,
  userId: string,
  eventId: string,
  now = new Date(),
): Promise<EventConversationView> {
  const event = await conversationEvent(ctx, userId, eventId);
  return {
    open: conversationOpen(event.readyBy, now),
    masksContacts: !contactsAllowed(event.state),
    lines: await linesView(ctx, event, await listEventLines(ctx.db, eventId), userId),
  };
}

/**
 * POST /api/events/{eventId}/messages: a message to everyone in the conversation. Before the
 * retainer is paid, phone numbers and e-mail addresses are masked as it is stored.
 */
export async function sendEventMessage(
  ctx: AppContext,
  userId: string,
  eventId: string,
  input: { text: string },
): Promise<EventLineView> {
  const event = await conversationEvent(ctx, userId, eventId);
  if (!conversationOpen(event.readyBy, new Date())) {
    throw new AppError('conflict', 'This conversation is closed: it is read-only now.');
  }
  const text = contactsAllowed(event.state) ? input.text : maskContacts(input.text);
  const row = await insertEventLine(ctx.db, { eventId, kind: 'message', senderId: userId, text });
  return (await linesView(ctx, event, [row], userId))[0]!;
}
