import { Link } from 'react-router';
import { formatCents, formatWholeCents } from '#shared/domain/money.ts';
import { formatTorontoDate } from '#shared/domain/toronto-time.ts';
import type { HstThresholdView } from '#shared/schemas/tax.ts';
import { Card, Notice } from '#client/components/ui/page.tsx';
import { paths } from '#client/lib/paths.ts';
import { useHstThreshold } from '../api/hst-threshold.ts';
import { useLocale, useT } from '#client/lib/i18n.tsx';

const percentOf = (cents: number, of: number) => Math.floor((cents * 100) / of);

/** One of the CRA's two tests: sales, the threshold, and a bar of how far along. */
function Test({ label, cents, threshold }: { label: string; cents: number; threshold: number }) {
  const t = useT();
  const locale = useLocale();
  const percent = percentOf(cents, threshold);
  return (
    <div>
      <div className="flex flex-wrap justify-between gap-x-4 text-sm">
        <span>{label}</span>
        <span className="font-semibold tabular-nums">
          {t('earnings.hst.of', {
            cents: formatCents(cents, locale),
            threshold: formatCents(threshold, locale),
            percent,
          })}
        </span>
      </div>
      <div aria-hidden className="mt-1 h-2 overflow-hidden rounded-full bg-blush-100">
        <div
          className={`h-full rounded-full ${percent >= 100 ? 'bg-danger' : 'bg-blush-600'}`}
          style={{ width: `${Math.min(percent, 100)}%` }}
        />
      </div>
    </div>
  );
}

function SettingLink() {
  const t = useT();
  return (
    <Link to={`${paths.services}#hst`} className="font-semibold text-blush-800 underline">
      {t('earnings.hst.link')}
    </Link>
  );
}

/** What the CRA's rule asks of her once she is near or over, in plain words. */
function ThresholdNotice({ view }: { view: HstThresholdView }) {
  const t = useT();
  const locale = useLocale();
  const amount = formatWholeCents(view.thresholdCents, locale);
  if (view.level === 'under') return null;
  if (view.level === 'near') {
    return (
      <Notice title={t('earnings.hst.near', { amount })}>
        <p>
          {t('earnings.hst.nearText', { amount })} <SettingLink />.
        </p>
      </Notice>
    );
  }
  const until = view.smallSupplierUntil
    ? formatTorontoDate(new Date(view.smallSupplierUntil), locale)
    : t('earnings.hst.untilUnknown');
  return (
    <Notice tone="error" title={t('earnings.hst.over', { amount })}>
      <p>
        {view.crossedBy === 'quarter'
          ? t('earnings.hst.overQuarter', { amount })
          : t('earnings.hst.overYear', { amount, until })}{' '}
        <SettingLink />
        {view.crossedBy === 'quarter' ? t('earnings.hst.overQuarterEnd') : '.'}
      </p>
    </Notice>
  );
}

/**
 * Earnings: an unregistered artist's taxable sales through Blush against the small-supplier
 * threshold (Excise Tax Act s. 148), this calendar quarter and the four before it.
 */
export function HstThresholdPanel() {
  const t = useT();
  const threshold = useHstThreshold();
  const view = threshold.data;
  if (!view) return null;
  if (view.registered) {
    return <p className="text-sm text-muted">{t('earnings.hst.registered')}</p>;
  }
  const current = view.quarters.at(-1)!;
  const before = view.quarters.slice(0, -1);
  return (
    <section aria-labelledby="threshold-heading" className="flex flex-col gap-3">
      <ThresholdNotice view={view} />
      <Card className="flex flex-col gap-4">
        <div>
          <h2 id="threshold-heading" className="text-lg font-semibold">
            {t('earnings.hst.title')}
          </h2>
          <p className="text-sm text-muted">{t('earnings.hst.lead')}</p>
        </div>
        <Test
          label={t('earnings.hst.thisQuarter', { quarter: current.label })}
          cents={view.currentQuarterCents}
          threshold={view.thresholdCents}
        />
        <Test
          label={t('earnings.hst.fourBefore', {
            first: before[0]!.label,
            last: before.at(-1)!.label,
          })}

          cents={view.lastFourQuartersCents}
          threshold={view.thresholdCents}
        />
      </Card>
    </section>
  );
}
