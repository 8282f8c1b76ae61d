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
import { useLocale, useT } from '#client/lib/i18n.tsx';
import type { Locale } from '#shared/i18n/locales.ts';

const dateTimes = {
  'en-CA': new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Toronto',
    dateStyle: 'medium',
    timeStyle: 'short',
  }),
  'fr-CA': new Intl.DateTimeFormat('fr-CA', {
    timeZone: 'America/Toronto',
    dateStyle: 'medium',
    timeStyle: 'short',
  }),
} satisfies Record<Locale, Intl.DateTimeFormat>;

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
  const t = useT();
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
      .then(() => alert(t('admin.tax.downloaded', { year: String(year) }), 'success'))
      .catch((error: unknown) => alert(errorMessage(error), 'error'))
      .finally(() => setPending(false));
  };
  return (
    <Panel
      id="tax-reporting"
      title={t('admin.tab.tax')}
      aside={
        <div className="w-36">
          <SelectField<string>
            label={t('admin.tax.year')}
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
            what={t('admin.tax.what')}
            error={preflight.error}
            onRetry={() => void preflight.refetch()}
          />
        ) : !data ? (
          <p className="text-muted" role="status">
            {t('admin.loading')}
          </p>
        ) : (
          <>
            <p className="text-muted">
              {t('admin.tax.intro', { year: String(year), next: String(year + 1) })}
            </p>
            {data.platformMissing.length > 0 ? (
              <Notice tone="error" title={t('admin.tax.platformMissing')}>
                <p>{t('admin.tax.setSettings', { names: data.platformMissing.join(', ') })}</p>
              </Notice>
            ) : null}
            {data.amendmentDue ? (
              <Notice tone="info" title={t('admin.tax.amendmentDue')}>
                <p>{t('admin.tax.amendmentText', { year: String(year) })}</p>
              </Notice>
            ) : null}
            <h3 className="font-semibold">
              {t('admin.tax.before', { sellers: data.sellers.length, missing: data.missing })}
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
                {t('admin.tax.notProvided')}
              </label>
            ) : null}
            <div>
              <Button
                onPress={generate}
                isDisabled={pending || data.sellers.length === 0 || data.platformMissing.length > 0}
              >
                {pending
                  ? t('admin.tax.generating')
                  : kind === 'amended'
                    ? t('admin.tax.downloadAmended')
                    : t('admin.tax.download')}
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
  const t = useT();
  const locale = useLocale();
  if (sellers.length === 0)
    return <p className="text-muted">{t('admin.tax.noSellers', { year: String(year) })}</p>;
  return (
    <ul className="divide-y divide-line rounded-2xl border border-line">
      {sellers.map((s) => (
        <li key={s.userId} className="flex flex-wrap items-center justify-between gap-2 px-4 py-2">
          <span>
            {s.name} <span className="text-sm text-muted">{s.email}</span>
          </span>
          <span className="flex items-center gap-3 text-sm">
            <span className="tabular-nums">{formatCents(s.considerationCents, locale)}</span>
            <span className={s.complete ? 'text-success' : 'font-semibold text-danger'}>
              {t(s.complete ? 'admin.tax.complete' : 'admin.tax.missing')}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The returns generated for the year so far, original and amended. */
function FiledReturns({ filings }: { filings: Preflight['filings'] }) {
  const t = useT();
  const locale = useLocale();
  if (filings.length === 0) return null;
  return (
    <>
      <h3 className="font-semibold">{t('admin.tax.filed')}</h3>
      <ul className="text-sm">
        {filings.map((f) => (
          <li key={f.id}>
            {t(f.kind === 'amended' ? 'admin.tax.filedAmended' : 'admin.tax.filedOriginal', {
              when: dateTimes[locale].format(new Date(f.createdAt)),
              sellers: f.sellers,
            })}
          </li>
        ))}
      </ul>
    </>
  );
}
