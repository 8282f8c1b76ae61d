import {
  contactsAllowed,
  CONVERSATION_OPEN_AFTER_MS,
  conversationOpen,
  FORMER_ARTIST,
  FORMER_CLIENT,
  maskContacts,
} from '#shared/domain/messages.ts';
import type { ConversationView, MessageView } from '#shared/schemas/messages.ts';
import { AppError } from '../../app-error.ts';
import type { AppContext } from '../../context.ts';
import type { BookingMessageRow, MessagePhoto } from '../../db/rows.ts';
import { fileUrl } from '../../integrations/storage/serve-files.ts';
import { variantKey } from '../../integrations/images/store-image.ts';
import { announceBookingChange } from '../../db/booking-changes.ts';
import {
  countUnread,
  findPartyConversation,
  insertMessage,
  listMessages,
  markRead,
  type ConversationRow,
} from './messages.queries.ts';

export const noConversation = () => new AppError('not_found', 'This booking does not exist.');

type Party = ConversationRow['artist'];
const nameOf = (p: Party, former: string) =>
  p.deletedAt ? former : `${p.firstName} ${p.lastName}`;

export function photoView(photo: MessagePhoto) {
  const url = (w: number) => fileUrl(variantKey(photo.id, w));
  const widths = [...photo.widths].sort((a, b) => a - b);
  return {
    src: url(widths.find((w) => w >= 640) ?? widths.at(-1)!),
    srcset: widths.map((w) => `${url(w)} ${w}w`).join(', '),
    width: photo.width,
    height: photo.height,
  };
}

/** One conversation as `viewerId` sees it (an admin passes null: no message is "mine"). */
export function conversationView(
  row: ConversationRow,
  messages: BookingMessageRow[],
  viewerId: string | null,
  now = new Date(),
): ConversationView {
  const asArtist = viewerId === row.artist.id;
  const other = asArtist ? nameOf(row.customer, FORMER_CLIENT) : nameOf(row.artist, FORMER_ARTIST);
  return {
    bookingId: row.id,
    open: isWritable(row, now),
    closesAt: new Date(row.appointmentAt.getTime() + CONVERSATION_OPEN_AFTER_MS).toISOString(),
    otherName: other,
    masksContacts: !contactsAllowed(row.state),
    messages: messages.map((m): MessageView => {
      const fromArtist = m.senderId === row.artist.id;
      return {
        _id: m.id,
        mine: m.senderId === viewerId,
        from: fromArtist ? 'artist' : 'customer',
        senderName: fromArtist
          ? nameOf(row.artist, FORMER_ARTIST)
          : nameOf(row.customer, FORMER_CLIENT),
        text: m.text,
        photos: m.photos.map(photoView),
        sentAt: m.createdAt.toISOString(),
        readAt: m.readAt?.toISOString() ?? null,
        removed: m.deletedAt !== null,
      };
    }),
  };
}

/** Open until 14 days after the appointment, and while both accounts exist. */
function isWritable(row: ConversationRow, now: Date): boolean {
  return (
    conversationOpen(row.appointmentAt, now) && !row.artist.deletedAt && !row.customer.deletedAt
  );
}

async function partyConversation(ctx: AppContext, userId: string, bookingId: string) {
  const row = await findPartyConversation(ctx.db, bookingId, userId);
  if (!row) throw noConversation();
  return row;
}

/** GET …/messages: the conversation, oldest first; anyone but its two parties gets 404. */
export async function getConversation(ctx: AppContext, userId: string, bookingId: string) {
  const row = await partyConversation(ctx, userId, bookingId);
  return conversationView(row, await listMessages(ctx.db, bookingId), userId);
}

/**
 * POST …/messages: a message from one party to the other. Before the booking is accepted,
 * phone numbers and e-mail addresses in it are masked as it is stored, so nothing shows them.
 */
export async function sendMessage(
  ctx: AppContext,
  userId: string,
  bookingId: string,
  input: { text: string; photos?: MessagePhoto[] },
): Promise<MessageView> {
  const row = await partyConversation(ctx, userId, bookingId);
  if (!isWritable(row, new Date())) {
    throw new AppError('conflict', 'This conversation is closed: it is read-only now.');
  }
  const recipientId = userId === row.artist.id ? row.customer.id : row.artist.id;
  const text = contactsAllowed(row.state) ? input.text : maskContacts(input.text);
  const message = await insertMessage(ctx.db, {
    bookingId,
    senderId: userId,
    recipientId,
    text,
    photos: input.photos ?? [],
  });
  await announceBookingChange(ctx.db, bookingId, 'messages');
  return conversationView(row, [message], userId).messages[0]!;
}

/** POST …/messages/read: the caller has seen the conversation; read receipts go out. */
export async function readConversation(ctx: AppContext, userId: string, bookingId: string) {
  await partyConversation(ctx, userId, bookingId);
  if ((await markRead(ctx.db, bookingId, userId)) > 0)
    await announceBookingChange(ctx.db, bookingId, 'messages');
  return { count: await countUnread(ctx.db, userId) };
}

/** GET /api/messages/unread: the navigation's badge. */
export async function getUnreadCount(ctx: AppContext, userId: string) {
  return { count: await countUnread(ctx.db, userId) };
}
