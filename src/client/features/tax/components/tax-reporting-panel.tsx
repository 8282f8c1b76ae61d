import { useState } from 'react';
import { formatCents } from '#shared/domain/money.ts';
import { useAlerts } from '#client/components/ui/alerts.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Panel } from '#client/components/ui/data-table.tsx';
import { LoadError, Notice } from '#client/components/ui/page.tsx';
import { SelectField } from '#client/components/ui/select-field.tsx';
import { errorMessage } from '#client/lib/forms.ts';
import type { TaxReturnPreflight as Preflight } from '#shared/schemas/tax.ts';
import { useDownloadReturn, useTaxPreflight } from '../api/tax-reports.ts';

const dateTime = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Toronto',
  dateStyle: 'medium',
  timeStyle: 'short',
});

const torontoNow = () => {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Toronto',
    year: 'numeric',
    month: 'numeric',
  }).formatToParts();
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month') };
};

/** The year shown first: in January, last year's (its return is due on the 31st); else this one. */
const defaultYear = () => {
  const { year, month } = torontoNow();
  return month === 1 ? year - 1 : year;
};

/**
 * Admin console → Tax reporting: the year's reportable sellers with whose details are
 * missing (admins see complete or not, nothing more), then the Part XX return as XML.
 */
export function TaxReportingPanel() {
  const { alert } = useAlerts();
  const current = torontoNow().year;
  const years = [current, current - 1, current - 2].filter((y) => y >= 2024);
  const [year, setYear] = useState(Math.max(2024, defaultYear()));
  const [notProvided, setNotProvided] = useState(false);
  const [pending, setPending] = useState(false);
  const preflight = useTaxPreflight(year);
  const download = useDownloadReturn(year);
  const data = preflight.data;
  const kind = data && data.filings.length > 0 ? 'amended' : 'original';
  const generate = () => {
    setPending(true);
    download(notProvided, kind)
      .then(() => alert(`The ${year} return was downloaded`, 'success'))
      .catch((error: unknown) => alert(errorMessage(error), 'error'))
      .finally(() => setPending(false));
  };
  return (
    <Panel
      id="tax-reporting"
      title="Tax reporting"
      aside={
        <div className="w-36">
          <SelectField<string>
            label="Calendar year"
            name="year"
            options={years.map((y) => ({ value: String(y), label: String(y) }))}
            value={String(year)}
            onChange={(y) => setYear(Number(y))}
          />
        </div>
      }
    >
      <div className="flex flex-col gap-4 px-4 pb-5 md:px-5">
        {preflight.isError ? (
          <LoadError
            what="the tax report"
            error={preflight.error}
            onRetry={() => void preflight.refetch()}
          />
        ) : !data ? (
          <p className="text-muted" role="status">
            Loading…
          </p>
        ) : (
          <>
            <p className="text-muted">
              The Part XX information return (Reporting Rules for Digital Platform Operators) for{' '}
              {year}: every artist paid for at least one service. Due January 31, {year + 1}.
            </p>
            {data.platformMissing.length > 0 ? (
              <Notice tone="error" title="The platform's own details are not set">
                <p>Set {data.platformMissing.join(', ')} in the environment (see README).</p>
              </Notice>
            ) : null}
            {data.amendmentDue ? (
              <Notice tone="info" title="An amended return is due">
                <p>Figures of {year} changed since it was filed (a refund). Generate it again.</p>
              </Notice>
            ) : null}
            <h3 className="font-semibold">
              Before generating: {data.sellers.length} sellers, {data.missing} without tax details
            </h3>
            <SellerList sellers={data.sellers} year={year} />
            {data.missing > 0 ? (
              <label className="flex items-start gap-2 text-sm">
                <input
                  type="checkbox"
                  className="mt-1 size-4 accent-blush-700"
                  checked={notProvided}
                  onChange={(e) => setNotProvided(e.target.checked)}
                />
                Report the sellers without details as not provided (NOTIN), as the CRA&apos;s format
                allows. They were reminded as the rules require.
              </label>
            ) : null}
            <div>
              <Button
                onPress={generate}
                isDisabled={pending || data.sellers.length === 0 || data.platformMissing.length > 0}
              >
                {pending
                  ? 'Generating…'
                  : kind === 'amended'
                    ? 'Download the amended return (XML)'
                    : 'Download the return (XML)'}
              </Button>
            </div>
            <FiledReturns filings={data.filings} />
          </>
        )}
      </div>
    </Panel>
  );
}

/** The year's reportable sellers, each with her figure and whether her details are complete. */
function SellerList({ sellers, year }: { sellers: Preflight['sellers']; year: number }) {
  if (sellers.length === 0)
    return <p className="text-muted">No artist was paid for a service in {year}.</p>;
  return (
    <ul className="divide-y divide-line rounded-2xl border border-line">
      {sellers.map((s) => (
        <li key={s.userId} className="flex flex-wrap items-center justify-between gap-2 px-4 py-2">
          <span>
            {s.name} <span className="text-sm text-muted">{s.email}</span>
          </span>
          <span className="flex items-center gap-3 text-sm">
            <span className="tabular-nums">{formatCents(s.considerationCents)}</span>
            <span className={s.complete ? 'text-success' : 'font-semibold text-danger'}>
              {s.complete ? 'Complete' : 'Missing'}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The returns generated for the year so far, original and amended. */
function FiledReturns({ filings }: { filings: Preflight['filings'] }) {
  if (filings.length === 0) return null;
  return (
    <>
      <h3 className="font-semibold">Filed</h3>
      <ul className="text-sm">
        {filings.map((f) => (
          <li key={f.id}>
            {f.kind === 'amended' ? 'Amended' : 'Original'} return,{' '}
            {dateTime.format(new Date(f.createdAt))}, {f.sellers} sellers
          </li>
        ))}
      </ul>
    </>
  );
}
