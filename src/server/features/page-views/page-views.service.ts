import { deviceClassOf, isBot, referrerHostOf } from '#shared/domain/admin.ts';
import { addCalendarDays, torontoDay } from '#shared/domain/toronto-time.ts';
import { isPagePath } from '#shared/page-routes.ts';
import type { PageViewStats } from '#shared/schemas/admin.ts';
import type { AppContext } from '../../context.ts';
import { countPageView, readPageViews } from './page-views.queries.ts';

export interface PageViewFacts {
  path: string;
  referrer?: string | undefined;
  userAgent: string | undefined;
}

/**
 * Counts a page view without personal data: the page's path (no query), the Toronto day, the
 * referring site's host and a device class. Bots and paths the app has no page for are not
 * counted. Nothing identifies the visitor: no cookie, address, user agent or account.
 */
export async function recordPageView(ctx: AppContext, facts: PageViewFacts, now = new Date()) {
  if (isBot(facts.userAgent)) return;
  const path = facts.path.split(/[?#]/)[0]!.replace(/\/+$/, '') || '/';
  if (!isPagePath(path)) return;
  await countPageView(ctx.db, {
    day: torontoDay(now),
    path: path.toLowerCase(),
    referrerHost: referrerHostOf(facts.referrer, new URL(ctx.env.PUBLIC_URL).hostname),
    device: deviceClassOf(facts.userAgent!),
  });
}

/** GET /api/admin/page-views: the last `days` Toronto days, every day present (0 when none). */
export async function getPageViewStats(
  ctx: AppContext,
  days: number,
  now = new Date(),
): Promise<PageViewStats> {
  const to = torontoDay(now);
  const from = addCalendarDays(to, -(days - 1));
  const read = await readPageViews(ctx.db, from, to);
  const byDay = new Map(read.days.map((d) => [d.day, d.views]));
  const series = Array.from({ length: days }, (_, i) => {
    const day = addCalendarDays(from, i);
    return { day, views: byDay.get(day) ?? 0 };
  });
  return {
    days: series,
    topPages: read.pages,
    topReferrers: read.referrers,
    devices: read.devices,
    total: series.reduce((sum, d) => sum + d.views, 0),
  };
}
