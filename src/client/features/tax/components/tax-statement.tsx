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

type Figures = TaxStatement['total'];

const rows: Array<[string, (f: Figures) => string]> = [
  ['What clients paid for your services', (f) => formatCents(f.grossCents)],
  ['Services', (f) => String(f.services)],
  ['Commission withheld', (f) => formatCents(f.commissionCents)],
  ['Tips', (f) => formatCents(f.tipsCents)],
  ['Refunds', (f) => formatCents(f.refundsCents)],
  ['HST collected', (f) => formatCents(f.hstCents)],
  ['Payouts', (f) => formatCents(f.payoutsCents)],
  ['Reported to the CRA (Part XX)', (f) => formatCents(f.considerationCents)],
];

const thisYear = () =>
  Number(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', year: 'numeric' }).format(),
  );

/**
 * Earnings → Statements: a year by quarter (Toronto time) with the figures Blush reports to
 * the CRA; printable, and as CSV.
 */
export function TaxStatementView() {
  const { alert } = useAlerts();
  const [params, setParams] = useSearchParams();
  const year = Number(params.get('year')) || thisYear();
  const statement = useTaxStatement(year);
  const desktop = useIsDesktop();
  if (statement.isError) {
    return (
      <LoadError
        what="your statement"
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
            label="Year"
            name="year"
            options={years.map((y) => ({ value: String(y), label: String(y) }))}
            value={String(year)}
            onChange={(y) => setParams({ year: y })}
          />
        </div>
        <Button variant="secondary" onPress={() => window.print()}>
          Print
        </Button>
        <Button
          variant="secondary"
          onPress={() =>
            void downloadStatementCsv(year).catch((e: unknown) => alert(errorMessage(e), 'error'))
          }
        >
          Download CSV
        </Button>
      </div>
      {!data ? (
        <p className="text-muted" role="status">
          Loading your statement…
        </p>
      ) : desktop ? (
        <StatementTable data={data} />
      ) : (
        <StatementList data={data} />
      )}
      <p className="text-sm text-muted print:text-black">
        A charge and its refunds count in the quarter of the charge; tips and payouts when made. The
        figure reported is what you were paid or credited, net of the commission withheld.
      </p>
    </div>
  );
}

/** A desktop's statement: a figure per row, a quarter per column, then the year. */
function StatementTable({ data }: { data: TaxStatement }) {
  return (
    <div
      // Scrolls sideways in a narrow window: focusable, so a keyboard can scroll it too.
      tabIndex={0}
      role="region"
      aria-label={`${data.year} statement`}
      className="overflow-x-auto rounded-(--radius-card) border border-line bg-white outline-offset-2 focus-visible:outline-2 focus-visible:outline-blush-700 print:border-0"
    >
      <table className="w-full min-w-[36rem] text-sm">
        <caption className="px-4 pt-4 text-left text-lg font-semibold">
          Your {data.year} statement, by quarter (Toronto time)
        </caption>
        <thead>
          <tr className="border-b border-line text-left">
            <th scope="col" className="px-4 py-2 font-semibold">
              Figure
            </th>
            {data.quarters.map((q) => (
              <th key={q.quarter} scope="col" className="px-4 py-2 text-right font-semibold">
                Q{q.quarter}
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
  const periods = [
    ...data.quarters.map((q) => ({ key: `q${q.quarter}`, title: `Q${q.quarter}`, figures: q })),
    { key: 'year', title: `${data.year} in all`, figures: data.total },
  ];
  return (
    <ul
      aria-label={`Your ${data.year} statement, by quarter (Toronto time)`}
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
