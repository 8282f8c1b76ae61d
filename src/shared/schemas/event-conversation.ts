import { z } from 'zod';

/**
 * A team member's answer (decision 0042): the lead is 'lead'; an assistant is invited, then
 * accepts or declines; an accepted or invited one who leaves (or is blocked) is 'withdrawn'.
 */
export const teamStatuses = ['lead', 'invited', 'accepted', 'declined', 'withdrawn'] as const;
export type TeamStatus = (typeof teamStatuses)[number];

/**
 * What a line of an event's conversation is: a message written by a party, or what happened
 * (written by the server when it happened, shown in the reader's language).
 */
export const eventLineKinds = [
  'message',
  'requested',
  'quoted',
  'invited',
  'joined',
  'declined',
  'withdrew',
  'accepted',
  'paid',
  'cancelled',
  'completed',
] as const;
export type EventLineKind = (typeof eventLineKinds)[number];

/** One line of the event's conversation as one of its parties sees it. */
export const EventLineView = z.object({
  id: z.uuid(),
  kind: z.enum(eventLineKinds),
  /** Written by the caller. */
  mine: z.boolean(),
  /** Who wrote the message, or did what happened (null: Blush, e.g. an account blocked). */
  senderName: z.string().nullable(),
  text: z.string(),
  /** The quote's version of a 'quoted' line. */
  version: z.number().int().nullable(),
  /** The team member an 'invited', 'joined', 'declined' or 'withdrew' line is about. */
  memberName: z.string().nullable(),
  sentAt: z.iso.datetime({ offset: true }),
});
export type EventLineView = z.infer<typeof EventLineView>;

/** The event's conversation: its customer, its lead and the team who said yes. */
export const EventConversationView = z.object({
  /** Messages may be sent until 14 days after the event (as a booking's conversation). */
  open: z.boolean(),
  /** Contact details typed now are masked (the quote is not accepted and paid). */
  masksContacts: z.boolean(),
  /** Oldest first. */
  lines: z.array(EventLineView),
});
export type EventConversationView = z.infer<typeof EventConversationView>;

/**
 * POST /api/events/{eventId}/replacement: on an accepted event, the lead invites a verified
 * artist to take the part of an assistant who left (the quote, already paid, stays as it is).
 */
export const ReplacementInput = z.strictObject({
  artistId: z.uuid('is not a valid id'),
  replaces: z.uuid('is not a valid id'),
});
export type ReplacementInput = z.infer<typeof ReplacementInput>;

/** Inspiration photos a customer may attach to her event (the booking photos' upload rules). */
export const MAX_EVENT_PHOTOS = 6;

export const EventPhotoParams = z.strictObject({ photoId: z.uuid('is not a valid id') });

/** An inspiration photo, served privately to the event's customer, lead and team. */
export const EventPhotoView = z.object({
  id: z.uuid(),
  src: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  addedAt: z.iso.datetime({ offset: true }),
});
export type EventPhotoView = z.infer<typeof EventPhotoView>;
export const EventPhotoList = z.object({ photos: z.array(EventPhotoView) });
export type EventPhotoList = z.infer<typeof EventPhotoList>;
