import { z } from 'zod';
import { MESSAGE_TEXT_MAX } from '../domain/messages.ts';
import { plainText, REQUIRED } from './common.ts';

export const ConversationParams = z.strictObject({ bookingId: z.uuid('is not a valid id') });
export const MessageParams = z.strictObject({ messageId: z.uuid('is not a valid id') });

/** POST /api/book/item/{bookingId}/messages: one message's text (photos come as multipart). */
export const MessageInput = z.strictObject({
  text: plainText(REQUIRED)
    .trim()
    .min(1, REQUIRED)
    .max(MESSAGE_TEXT_MAX, `must be at most ${MESSAGE_TEXT_MAX} characters`),
});
export type MessageInput = z.input<typeof MessageInput>;

export const MessagePhotoView = z.object({
  src: z.string(),
  srcset: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

/** One message as a party (or an admin reading a reported conversation) sees it. */
export const MessageView = z.object({
  _id: z.uuid(),
  /** Sent by the caller. */
  mine: z.boolean(),
  from: z.enum(['customer', 'artist']),
  senderName: z.string(),
  /** Empty once an admin removed it. */
  text: z.string(),
  photos: z.array(MessagePhotoView),
  sentAt: z.iso.datetime({ offset: true }),
  /** The read receipt: when the recipient opened the conversation after it arrived. */
  readAt: z.iso.datetime({ offset: true }).nullable(),
  removed: z.boolean(),
});
export type MessageView = z.infer<typeof MessageView>;

export const ConversationView = z.object({
  bookingId: z.uuid(),
  /** Whether messages may still be sent (until 14 days after the appointment). */
  open: z.boolean(),
  closesAt: z.iso.datetime({ offset: true }),
  /** The other party's name ("Former client"/"Former artist" once deleted). */
  otherName: z.string(),
  /** Contact details typed now are masked (the booking is not accepted). */
  masksContacts: z.boolean(),
  /** Oldest first: the newest is at the bottom. */
  messages: z.array(MessageView),
});
export type ConversationView = z.infer<typeof ConversationView>;

export const UnreadCount = z.object({ count: z.number().int() });
export type UnreadCount = z.infer<typeof UnreadCount>;

/** POST /api/messages/{messageId}/report: why (optional). */
export const ReportMessageInput = z.strictObject({
  reason: plainText().trim().max(500, 'must be at most 500 characters').optional(),
});
export type ReportMessageInput = z.input<typeof ReportMessageInput>;
