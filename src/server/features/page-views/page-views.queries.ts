import { and, desc, gte, lte, ne, sql } from 'drizzle-orm';
import type { DeviceClass } from '#shared/domain/admin.ts';
import type { Db } from '../../db/open-db.ts';
import { pageViews } from '../../db/schema/index.ts';

/** One statement, one row per day, page, referring site and device: a counter goes up. */
export async function countPageView(
  db: Db,
  view: { day: string; path: string; referrerHost: string; device: DeviceClass },
): Promise<void> {
  await db
    .insert(pageViews)
    .values({ ...view, views: 1 })
    .onConflictDoUpdate({
      target: [pageViews.day, pageViews.path, pageViews.referrerHost, pageViews.device],
      set: { views: sql`${pageViews.views} + 1` },
    });
}

const total = sql<number>`sum(${pageViews.views})::bigint`.mapWith(Number);

/** Views between two Toronto dates (inclusive): per day, top pages, top referrers, devices. */
export async function readPageViews(db: Db, from: string, to: string) {
  const within = and(gte(pageViews.day, from), lte(pageViews.day, to));
  const [days, pages, referrers, devices] = await Promise.all([
    db
      .select({ day: pageViews.day, views: total })
      .from(pageViews)
      .where(within)
      .groupBy(pageViews.day),
    db
      .select({ path: pageViews.path, views: total })
      .from(pageViews)
      .where(within)
      .groupBy(pageViews.path)
      .orderBy(desc(total), pageViews.path)
      .limit(10),
    db
      .select({ host: pageViews.referrerHost, views: total })
      .from(pageViews)
      .where(and(within, ne(pageViews.referrerHost, '')))
      .groupBy(pageViews.referrerHost)
      .orderBy(desc(total), pageViews.referrerHost)
      .limit(10),
    db
      .select({ device: pageViews.device, views: total })
      .from(pageViews)
      .where(within)
      .groupBy(pageViews.device)
      .orderBy(desc(total)),
  ]);
  return { days, pages, referrers, devices };
}
