import { quarterLabel, thresholdStanding, type ThresholdStanding } from '#shared/domain/hst.ts';
import { formatCents } from '#shared/domain/money.ts';
import { formatTorontoDate } from '#shared/domain/toronto-time.ts';
import type { AppContext } from '../../context.ts';
import { sendBrandedEmail } from '../../integrations/email/send-branded-email.ts';
import { shownQuarters, smallSupplierUntil, taxableSales } from './hst-threshold.service.ts';
import { findUnregisteredArtists, insertThresholdNotice } from './tax.queries.ts';

type NoticeLevel = 'near' | 'crossed';

/** The unregistered artists among `ids`, with where to write to them. */
async function unregistered(ctx: AppContext, ids: string[]) {
  if (ids.length === 0) return [];
  return findUnregisteredArtists(ctx.db, ids);
}

/**
 * The daily small-supplier notice (issue "prices that are legal in Canada", point 4): an
 * unregistered artist whose taxable sales through Blush reach 80% of $30,000 (one calendar
 * quarter, or the four before it) is e-mailed once that quarter, and once more when she
 * passes it. The notice row and the e-mail are written in one transaction, and the row's key
 * lets one process of several write it. Amounts only: never a tax number.
 */
export async function sendThresholdNotices(ctx: AppContext, now = new Date()): Promise<number> {
  const shown = shownQuarters(now);
  const current = shown.at(-1)!;
  const sales = await taxableSales(ctx, shown);
  const due = new Map<string, ThresholdStanding & { level: NoticeLevel }>();
  for (const [artistId, byQuarter] of sales) {
    const standing = thresholdStanding(current, byQuarter);
    if (standing.level !== 'under') due.set(artistId, { ...standing, level: standing.level });
  }
  let sent = 0;
  for (const artist of await unregistered(ctx, [...due.keys()])) {
    const standing = due.get(artist.id)!;
    await ctx.db.transaction(async (tx) => {
      const written = await insertThresholdNotice(tx, {
        userId: artist.id,
        quarter: quarterLabel(current),
        level: standing.level,
      });
      if (!written) return;
      const until = smallSupplierUntil(current, standing.crossedBy);
      await sendBrandedEmail({ ...ctx, db: tx }, { to: artist.email }, (t, locale) => {
        const amounts = {
          quarter: formatCents(standing.currentQuarterCents, locale),
          four: formatCents(standing.lastFourQuartersCents, locale),
        };
        const near = standing.level === 'near';
        const name = artist.firstName;
        return {
          subject: near
            ? t('email.hstThreshold.near.subject')
            : t('email.hstThreshold.crossed.subject'),
          heading: near
            ? t('email.hstThreshold.near.heading', { name })
            : t('email.hstThreshold.crossed.heading', { name }),
          paragraphs: [
            t('email.hstThreshold.sales', amounts),
            near
              ? t('email.hstThreshold.near.rule')
              : standing.crossedBy === 'quarter'
                ? t('email.hstThreshold.crossed.quarterRule')
                : t('email.hstThreshold.crossed.fourQuartersRule', {
                    until: until ? formatTorontoDate(new Date(until), locale) : '',
                  }),
          ],
          action: { label: t('email.hstThreshold.action'), path: '/price#hst' },
        };
      });
      sent += 1;
    });
  }
  return sent;
}
