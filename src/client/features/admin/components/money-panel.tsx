import { formatCents } from '#shared/domain/money.ts';
import type { AdminMoney } from '#shared/schemas/admin.ts';
import { PAYOUT_DAY } from '#shared/domain/policy.ts';
import { useAlerts } from '#client/components/ui/alerts.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { DataTable, Panel, type Column } from '#client/components/ui/data-table.tsx';
import { LoadError } from '#client/components/ui/page.tsx';
import { useAdminMoney, useRunPayouts } from '../api/money.ts';
import { Badge, formatDay, formatWhen } from './format.tsx';
import { PaymentsTable } from './payments-table.tsx';
import { announce } from './table-parts.tsx';

type PayoutRow = AdminMoney['payouts'][number];
const payoutTone = { paid: 'good', processing: 'warn', failed: 'bad' } as const;
const payoutLabel = { paid: 'Paid', processing: 'In progress', failed: 'Failed' } as const;

const payoutColumns: ReadonlyArray<Column<PayoutRow>> = [
  { header: 'Artist', cell: (p) => p.artistName, primary: true },
  { header: 'Week ending', cell: (p) => formatDay(p.periodEnd) },
  { header: 'Amount', cell: (p) => formatCents(p.amountCents), numeric: true },
  {
    header: 'Status',
    cell: (p) => (
      <>
        <Badge tone={payoutTone[p.status]}>{payoutLabel[p.status]}</Badge>
        {p.failureMessage ? (
          <span className="block text-xs text-muted">{p.failureMessage}</span>
        ) : null}
      </>
    ),
  },
  { header: 'Paid', cell: (p) => (p.paidAt ? formatWhen(p.paidAt) : '—') },
];

const accountLabels: Record<string, string> = {
  customer: 'Customers',
  platform_fee: 'Customer fees',
  commission: 'Commission',
  artist_payable: 'Owed to artists',
  payouts: 'Paid out',
  refunds: 'Refunds',
  gateway: 'Payment provider',
  artist_hst: 'HST charged by artists (theirs)',
  platform_hst: 'HST on fees (owed to the CRA)',
};

/** Money: charges to follow up and refund, the weekly payouts with "Run payouts now", the ledger. */
export function MoneyPanel() {
  const money = useAdminMoney();
  return (
    <div className="flex flex-col gap-6">
      <PaymentsTable />
      {money.isError ? <LoadError what="the payouts" error={money.error} /> : null}
      {money.data ? <Payouts money={money.data} /> : <p className="text-muted">Loading payouts…</p>}
      {money.data ? <Ledger money={money.data} /> : null}
    </div>
  );
}

function Payouts({ money }: { money: AdminMoney }) {
  const { alert } = useAlerts();
  const run = useRunPayouts();
  return (
    <Panel
      id="payouts-heading"
      title="Weekly payouts"
      aside={
        <ConfirmDialog
          trigger={<Button>Run payouts now</Button>}
          title="Run payouts now?"
          confirmLabel="Run payouts"
          pendingLabel="Paying…"
          confirmVariant="primary"
          isPending={run.isPending}
          onConfirm={(close) => run.mutate(undefined, announce(alert, close))}
        >
          <p>
            Pays each artist what they are owed for charges made before this {PAYOUT_DAY}:{' '}
            {formatCents(money.dueNowCents)} now. An artist is never paid twice for a week, even if
            the {PAYOUT_DAY} run or another admin runs at the same time.
          </p>
        </ConfirmDialog>
      }
    >
      <p className="px-4 pb-3 text-sm text-muted md:px-5">
        Due now: <span className="font-semibold text-ink">{formatCents(money.dueNowCents)}</span>.
        Payouts run by themselves every {PAYOUT_DAY} morning, Toronto time.
      </p>
      {money.payouts.length === 0 ? (
        <p className="border-t border-line p-5 text-muted">No payouts yet.</p>
      ) : (
        <DataTable
          labelledBy="payouts-heading"
          rows={money.payouts}
          columns={payoutColumns}
          rowKey={(p) => p.id}
        />
      )}
    </Panel>
  );
}

/**
 * An account's total as a person reads it: what artists are owed as an amount owed, other
 * credit balances (revenue) as credits, never with a minus sign.
 */
function ledgerAmount(account: string, totalCents: number): string {
  if (totalCents >= 0) return formatCents(totalCents);
  return `${formatCents(-totalCents)} ${account === 'artist_payable' ? 'owed' : 'credit'}`;
}

function Ledger({ money }: { money: AdminMoney }) {
  const balanced = money.ledger.sumCents === 0;
  return (
    <Panel id="ledger-heading" title="Ledger totals">
      <dl className="grid grid-cols-[1fr_auto] gap-x-6 gap-y-2 border-t border-line p-4 text-sm md:p-5">
        {money.ledger.accounts.map((a) => (
          <div key={a.account} className="contents">
            <dt>{accountLabels[a.account] ?? a.account}</dt>
            <dd className="text-right tabular-nums">{ledgerAmount(a.account, a.totalCents)}</dd>
          </div>
        ))}
        <dt className="border-t border-line pt-2 font-semibold">Sum of every line</dt>
        <dd className="border-t border-line pt-2 text-right font-semibold tabular-nums">
          {formatCents(money.ledger.sumCents)}{' '}
          <Badge tone={balanced ? 'good' : 'bad'}>{balanced ? 'Balanced' : 'Out of balance'}</Badge>
        </dd>
      </dl>
    </Panel>
  );
}
