import { z } from 'zod';

/** Settings → Calendar: whether the caller has a subscription address, and since when. */
export const CalendarFeedStatus = z.object({
  active: z.boolean(),
  createdAt: z.iso.datetime().nullable(),
  /** When a calendar program last fetched it (approximate). */
  lastReadAt: z.iso.datetime().nullable(),
});
export type CalendarFeedStatus = z.infer<typeof CalendarFeedStatus>;

/**
 * A new subscription address, shown once: only its hash is kept. `webcalUrl` opens the
 * calendar program (Apple Calendar, Outlook); `url` is what Google Calendar's "From URL" takes.
 */
export const CalendarFeedLink = z.object({
  url: z.url(),
  webcalUrl: z.string(),
  googleUrl: z.url(),
  createdAt: z.iso.datetime(),
});
export type CalendarFeedLink = z.infer<typeof CalendarFeedLink>;

/** `<43 characters of base64url>.ics`: 32 random bytes. */
export const CalendarFeedParams = z.strictObject({
  file: z.string().regex(/^[A-Za-z0-9_-]{43}\.ics$/, 'is not a calendar address'),
});
