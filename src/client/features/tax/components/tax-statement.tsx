import type { MessageKey } from '#shared/i18n/translator.ts';
import { useSearchParams } from 'react-router';
import { formatCents } from '#shared/domain/money.ts';
import type { TaxStatement } from '#shared/schemas/tax.ts';
import { useAlerts } from '#client/components/ui/alerts.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { LoadError } from '#client/components/ui/page.tsx';
import { SelectField } from '#client/components/ui/select-field.tsx';
import { errorMessage } from '#client/lib/forms.ts';
import { useIsDesktop } from '#client/lib/use-media-query.ts';
import { downloadStatementCsv, useTaxStatement } from '../api/tax-reports.ts';
import { useLocale, useT } from '#client/lib/i18n.tsx';

type Figures = TaxStatement['total'];

const figureRows: Array<[MessageKey, (f: Figures) => number, 'money' | 'count']> = [
  ['earnings.statement.gross', (f) => f.grossCents, 'money'],
  ['settings.artist.services', (f) => f.services, 'count'],
  ['earnings.statement.commission', (f) => f.commissionCents, 'money'],
  ['earnings.statement.tips', (f) => f.tipsCents, 'money'],
  ['earnings.statement.refunds', (f) => f.refundsCents, 'money'],
  ['earnings.statement.hst', (f) => f.hstCents, 'money'],
  ['earnings.statement.payouts', (f) => f.payoutsCents, 'money'],
  ['earnings.statement.reported', (f) => f.considerationCents, 'money'],
];

/** The statement's rows in the page's language: each figure's name and how it is written. */
function useRows(): Array<[string, (f: Figures) => string]> {
  const t = useT();
  const locale = useLocale();
  return figureRows.map(([key, value, kind]) => [
    t(key),
    (f) =>
      kind === 'money'
        ? formatCents(value(f), locale)
        : new Intl.NumberFormat(locale).format(value(f)),
  ]);
}

const thisYear = () =>
  Number(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', year: 'numeric' }).format(),
  );

/**
 * Earnings → Statements: a year by quarter (Toronto time) with the figures Blush reports to
 * the CRA; printable, and as CSV.
 */
export function TaxStatementView() {
  const t = useT();
  const { alert } = useAlerts();
  const [params, setParams] = useSearchParams();
  const year = Number(params.get('year')) || thisYear();
  const statement = useTaxStatement(year);
  const desktop = useIsDesktop();
  if (statement.isError) {
    return (
      <LoadError
        title={t('earnings.statement.loadFailed')}
        error={statement.error}
        onRetry={() => void statement.refetch()}
      />
    );
  }
  const data = statement.data;
  const years = data?.years.length ? data.years : [year];
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3 print:hidden">
        <div className="w-40">
          <SelectField<string>
            label={t('earnings.statement.year')}
            name="year"
            options={years.map((y) => ({ value: String(y), label: String(y) }))}
            value={String(year)}
            onChange={(y) => setParams({ year: y })}
          />
        </div>
        <Button variant="secondary" onPress={() => window.print()}>
          {t('earnings.statement.print')}
        </Button>
        <Button
          variant="secondary"
          onPress={() =>
            void downloadStatementCsv(year).catch((e: unknown) => alert(errorMessage(e), 'error'))
          }
        >
          {t('earnings.statement.csv')}
        </Button>
      </div>
      {!data ? (
        <p className="text-muted" role="status">
          {t('earnings.statementLoading')}
        </p>
      ) : desktop ? (
        <StatementTable data={data} />
      ) : (
        <StatementList data={data} />
      )}
      <p className="text-sm text-muted print:text-black">{t('earnings.statement.note')}</p>
    </div>
  );
}

/** A desktop's statement: a figure per row, a quarter per column, then the year. */
function StatementTable({ data }: { data: TaxStatement }) {
  const t = useT();
  const rows = useRows();
  return (
    <div
      // Scrolls sideways in a narrow window: focusable, so a keyboard can scroll it too.
      tabIndex={0}
      role="region"
      aria-label={t('earnings.statement.label', { year: String(data.year) })}
      className="overflow-x-auto rounded-(--radius-card) border border-line bg-white outline-offset-2 focus-visible:outline-2 focus-visible:outline-blush-700 print:border-0"
    >
      <table className="w-full min-w-[36rem] text-sm">
        <caption className="px-4 pt-4 text-left text-lg font-semibold">
          {t('earnings.statement.caption', { year: String(data.year) })}
        </caption>
        <thead>
          <tr className="border-b border-line text-left">
            <th scope="col" className="px-4 py-2 font-semibold">
              {t('earnings.statement.figure')}
            </th>
            {data.quarters.map((q) => (
              <th key={q.quarter} scope="col" className="px-4 py-2 text-right font-semibold">
                {t('earnings.statement.quarter', { quarter: q.quarter })}
              </th>
            ))}
            <th scope="col" className="px-4 py-2 text-right font-semibold">
              {data.year}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, show]) => (
            <tr key={label} className="border-b border-line last:border-0">
              <th scope="row" className="px-4 py-2 text-left font-normal">
                {label}
              </th>
              {data.quarters.map((q) => (
                <td key={q.quarter} className="px-4 py-2 text-right tabular-nums">
                  {show(q)}
                </td>
              ))}
              <td className="px-4 py-2 text-right font-semibold tabular-nums">
                {show(data.total)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A phone's statement: each quarter, then the year, as a card naming every figure. */
function StatementList({ data }: { data: TaxStatement }) {
  const t = useT();
  const rows = useRows();
  const periods = [
    ...data.quarters.map((q) => ({
      key: `q${q.quarter}`,
      title: t('earnings.statement.quarter', { quarter: q.quarter }),
      figures: q,
    })),
    {
      key: 'year',
      title: t('earnings.statement.inAll', { year: String(data.year) }),
      figures: data.total,
    },
  ];
  return (
    <ul
      aria-label={t('earnings.statement.caption', { year: String(data.year) })}

      className="flex flex-col gap-3"
    >
      {periods.map((p) => (
        <li key={p.key} className="rounded-(--radius-card) border border-line bg-white p-4">
          <h3 className="font-semibold">{p.title}</h3>
          <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
            {rows.map(([label, show]) => (
              <div key={label} className="contents">
                <dt className="text-muted">{label}</dt>
                <dd className="text-right tabular-nums">{show(p.figures)}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}
