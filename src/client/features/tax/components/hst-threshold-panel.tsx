import { Link } from 'react-router';
import { formatCents } from '#shared/domain/money.ts';
import { formatTorontoDate } from '#shared/domain/toronto-time.ts';
import type { HstThresholdView } from '#shared/schemas/tax.ts';
import { Card, Notice } from '#client/components/ui/page.tsx';
import { paths } from '#client/lib/paths.ts';
import { useHstThreshold } from '../api/hst-threshold.ts';

const percentOf = (cents: number, of: number) => Math.floor((cents * 100) / of);

/** One of the CRA's two tests: sales, the threshold, and a bar of how far along. */
function Test({ label, cents, threshold }: { label: string; cents: number; threshold: number }) {
  const percent = percentOf(cents, threshold);
  return (
    <div>
      <div className="flex flex-wrap justify-between gap-x-4 text-sm">
        <span>{label}</span>
        <span className="font-semibold tabular-nums">
          {formatCents(cents)} of {formatCents(threshold)} ({percent}%)
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

const settingLink = (
  <Link to={`${paths.services}#hst`} className="font-semibold text-blush-800 underline">
    enter your GST/HST number under Settings → Services
  </Link>
);

/** What the CRA's rule asks of her once she is near or over, in plain words. */
function ThresholdNotice({ view }: { view: HstThresholdView }) {
  if (view.level === 'under') return null;
  if (view.level === 'near') {
    return (
      <Notice title="You are near the $30,000 small-supplier threshold">
        <p>
          Your sales through Blush are at 80% or more of it. Once they pass $30,000 in one calendar
          quarter, or over four calendar quarters in a row, the CRA requires you to register for
          GST/HST and charge 13% HST. When you have your number, {settingLink}.
        </p>
      </Notice>
    );
  }
  return (
    <Notice tone="error" title="You have passed the $30,000 small-supplier threshold">
      {view.crossedBy === 'quarter' ? (
        <p>
          Your sales passed $30,000 in this calendar quarter alone. Under the CRA’s rule you stop
          being a small supplier with the sale that took you over: HST applies to it, and you must
          register for GST/HST within 29 days of it. Then {settingLink}, so your clients are charged
          HST.
        </p>
      ) : (
        <p>
          Your sales passed $30,000 over the last four calendar quarters. Under the CRA’s rule you
          are a small supplier until{' '}
          {view.smallSupplierUntil
            ? formatTorontoDate(new Date(view.smallSupplierUntil))
            : 'the end of the month after the quarter you passed it'}
          ; from then you must charge HST, and register for GST/HST within 29 days of your first
          sale after that. Then {settingLink}.
        </p>
      )}
    </Notice>
  );
}

/**
 * Earnings: an unregistered artist's taxable sales through Blush against the small-supplier
 * threshold (Excise Tax Act s. 148), this calendar quarter and the four before it.
 */
export function HstThresholdPanel() {
  const threshold = useHstThreshold();
  const view = threshold.data;
  if (!view) return null;
  if (view.registered) {
    return (
      <p className="text-sm text-muted">
        You are registered for GST/HST: your services carry 13% HST, collected with each booking and
        paid out to you with your earnings.
      </p>
    );
  }
  const current = view.quarters.at(-1)!;
  const before = view.quarters.slice(0, -1);
  return (
    <section aria-labelledby="threshold-heading" className="flex flex-col gap-3">
      <ThresholdNotice view={view} />
      <Card className="flex flex-col gap-4">
        <div>
          <h2 id="threshold-heading" className="text-lg font-semibold">
            Small-supplier threshold (GST/HST)
          </h2>
          <p className="text-sm text-muted">
            Your taxable sales through Blush (services and cancellation charges, less refunds; tips
            do not count), by calendar quarter. Sales elsewhere count too.
          </p>
        </div>
        <Test
          label={`This quarter (${current.label})`}
          cents={view.currentQuarterCents}
          threshold={view.thresholdCents}
        />
        <Test
          label={`The four quarters before (${before[0]!.label} – ${before.at(-1)!.label})`}
          cents={view.lastFourQuartersCents}
          threshold={view.thresholdCents}
        />
      </Card>
    </section>
  );
}
