import { randomBytes } from 'node:crypto';
import type { CalendarFeedLink, CalendarFeedStatus } from '#shared/schemas/calendar.ts';
import { PRODUCT_NAME } from '#shared/brand.ts';
import { serverTranslator } from '#shared/i18n/catalogues.ts';
import { AppError } from '../../app-error.ts';
import type { AppContext } from '../../context.ts';
import { hashToken, type Actor } from '../../http/sessions.ts';
import { bookingEvent, calendarText } from './booking-calendar.ts';
import { listCalendarRows } from './bookings.queries.ts';
import {
  deleteCalendarFeed,
  findCalendarFeed,
  findFeedOwner,
  touchCalendarFeed,
  upsertCalendarFeed,
} from './calendar-feed.queries.ts';

/** The feed's path under the site; the token is the whole secret. */
export const FEED_PATH = '/api/calendar/feeds/';

const NOT_FOUND = 'This calendar address is not in use. Make a new one in Settings → Calendar.';

export async function calendarFeedStatus(
  ctx: AppContext,
  actor: Actor,
): Promise<CalendarFeedStatus> {
  const feed = await findCalendarFeed(ctx.db, actor.id);
  return {
    active: Boolean(feed),
    createdAt: feed?.createdAt.toISOString() ?? null,
    lastReadAt: feed?.lastReadAt?.toISOString() ?? null,
  };
}

/** A new private address; an earlier one stops working in the same statement. */
export async function makeCalendarFeed(ctx: AppContext, actor: Actor): Promise<CalendarFeedLink> {
  const token = randomBytes(32).toString('base64url');
  const feed = await upsertCalendarFeed(ctx.db, actor.id, hashToken(token));
  const url = `${ctx.env.PUBLIC_URL}${FEED_PATH}${token}.ics`;
  const webcalUrl = url.replace(/^https?:/, 'webcal:');
  return {
    url,
    webcalUrl,
    googleUrl: `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcalUrl)}`,
    createdAt: feed.createdAt.toISOString(),
  };
}

export async function removeCalendarFeed(ctx: AppContext, actor: Actor) {
  await deleteCalendarFeed(ctx.db, actor.id);
  return { message: 'Your calendar address no longer works.' };
}

/**
 * The calendar behind a private address: the owner's bookings. An unknown or replaced token,
 * or a blocked or deleted owner, reads as not found.
 */
export async function readCalendarFeed(ctx: AppContext, file: string): Promise<string> {
  const tokenHash = hashToken(file.slice(0, -'.ics'.length));
  const feed = await findFeedOwner(ctx.db, tokenHash);
  if (!feed) throw new AppError('not_found', NOT_FOUND);
  const { userId, locale } = feed;
  await touchCalendarFeed(ctx.db, userId);
  const rows = await listCalendarRows(ctx.db, userId);
  return calendarText(
    rows.map((row) =>
      bookingEvent(
        row,
        row.booking.artistId === userId ? 'artist' : 'customer',
        ctx.env.PUBLIC_URL,
        locale,
      ),
    ),
    { name: serverTranslator(locale).t('email.calendar.name', { product: PRODUCT_NAME }) },
  );
}
