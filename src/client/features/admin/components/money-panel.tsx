import { formatCents } from '#shared/domain/money.ts';
import type { AdminMoney } from '#shared/schemas/admin.ts';
import { useAlerts } from '#client/components/ui/alerts.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { DataTable, Panel, type Column } from '#client/components/ui/data-table.tsx';
import { LoadError } from '#client/components/ui/page.tsx';
import { useAdminMoney, useRunPayouts } from '../api/money.ts';
import { Badge, formatDay, formatWhen } from './format.tsx';
import { PaymentsTable } from './payments-table.tsx';
import { announce } from './table-parts.tsx';
import { useLocale, useT } from '#client/lib/i18n.tsx';
import { payoutDayName } from '#shared/domain/policy.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import type { MessageKey, Translator } from '#shared/i18n/translator.ts';

type PayoutRow = AdminMoney['payouts'][number];
const payoutTone = { paid: 'good', processing: 'warn', failed: 'bad' } as const;
const payoutLabel = {
  paid: 'admin.payouts.paid',
  processing: 'admin.payouts.processing',
  failed: 'admin.payouts.failed',
} as const satisfies Record<string, MessageKey>;
type T = Translator['t'];

const payoutColumns = (t: T, locale: Locale): ReadonlyArray<Column<PayoutRow>> => [
  { header: t('admin.people.artist'), cell: (p) => p.artistName, primary: true },
  { header: t('admin.payouts.weekEnding'), cell: (p) => formatDay(p.periodEnd, locale) },
  {
    header: t('admin.payouts.amount'),
    cell: (p) => formatCents(p.amountCents, locale),
    numeric: true,
  },
  {
    header: t('admin.people.status'),
    cell: (p) => (
      <>
        <Badge tone={payoutTone[p.status]}>{t(payoutLabel[p.status])}</Badge>
        {p.failureMessage ? (
          <span className="block text-xs text-muted">{p.failureMessage}</span>
        ) : null}
      </>
    ),
  },
  {
    header: t('admin.payouts.paidAt'),
    cell: (p) => (p.paidAt ? formatWhen(p.paidAt, locale) : '—'),
  },
];

const accountLabels: Record<string, MessageKey> = {
  customer: 'admin.ledger.customer',
  platform_fee: 'admin.overview.fees',
  commission: 'admin.overview.commission',
  artist_payable: 'admin.ledger.artistPayable',
  payouts: 'admin.ledger.payouts',
  refunds: 'admin.overview.refunds',
  gateway: 'admin.ledger.gateway',
  artist_hst: 'admin.ledger.artistHst',
  platform_hst: 'admin.ledger.platformHst',
};

/** Money: charges to follow up and refund, the weekly payouts with "Run payouts now", the ledger. */
export function MoneyPanel() {
  const t = useT();
  const money = useAdminMoney();
  return (
    <div className="flex flex-col gap-6">
      <PaymentsTable />
      {money.isError ? <LoadError what={t('admin.payouts.what')} error={money.error} /> : null}
      {money.data ? (
        <Payouts money={money.data} />
      ) : (
        <p className="text-muted">{t('admin.payouts.loading')}</p>
      )}
      {money.data ? <Ledger money={money.data} /> : null}
    </div>
  );
}

function Payouts({ money }: { money: AdminMoney }) {
  const t = useT();
  const locale = useLocale();
  const { alert } = useAlerts();
  const run = useRunPayouts();
  const day = payoutDayName(locale);
  const due = formatCents(money.dueNowCents, locale);
  return (
    <Panel
      id="payouts-heading"
      title={t('admin.payouts.title')}
      aside={
        <ConfirmDialog
          trigger={<Button>{t('admin.payouts.run')}</Button>}
          title={t('admin.payouts.runTitle')}
          confirmLabel={t('admin.payouts.runConfirm')}
          pendingLabel={t('admin.payouts.paying')}
          confirmVariant="primary"
          isPending={run.isPending}
          onConfirm={(close) => run.mutate(undefined, announce(alert, close))}
        >
          <p>{t('admin.payouts.runIntro', { day, due })}</p>
        </ConfirmDialog>
      }
    >
      <p className="px-4 pb-3 text-sm text-muted md:px-5">
        {t('admin.payouts.dueNow')} <span className="font-semibold text-ink">{due}</span>{' '}
        {t('admin.payouts.schedule', { day })}
      </p>
      {money.payouts.length === 0 ? (
        <p className="border-t border-line p-5 text-muted">{t('admin.payouts.none')}</p>
      ) : (
        <DataTable
          labelledBy="payouts-heading"
          rows={money.payouts}
          columns={payoutColumns(t, locale)}
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
function ledgerAmount(account: string, totalCents: number, t: T, locale: Locale): string {
  if (totalCents >= 0) return formatCents(totalCents, locale);
  const amount = formatCents(-totalCents, locale);
  return t(account === 'artist_payable' ? 'admin.ledger.owed' : 'admin.ledger.credit', { amount });
}

function Ledger({ money }: { money: AdminMoney }) {
  const t = useT();
  const locale = useLocale();
  const balanced = money.ledger.sumCents === 0;
  return (
    <Panel id="ledger-heading" title={t('admin.ledger.title')}>
      <dl className="grid grid-cols-[1fr_auto] gap-x-6 gap-y-2 border-t border-line p-4 text-sm md:p-5">
        {money.ledger.accounts.map((a) => (
          <div key={a.account} className="contents">
            <dt>{accountLabels[a.account] ? t(accountLabels[a.account]!) : a.account}</dt>
            <dd className="text-right tabular-nums">
              {ledgerAmount(a.account, a.totalCents, t, locale)}
            </dd>
          </div>
        ))}
        <dt className="border-t border-line pt-2 font-semibold">{t('admin.ledger.sum')}</dt>
        <dd className="border-t border-line pt-2 text-right font-semibold tabular-nums">
          {formatCents(money.ledger.sumCents, locale)}{' '}
          <Badge tone={balanced ? 'good' : 'bad'}>
            {t(balanced ? 'admin.ledger.balanced' : 'admin.ledger.unbalanced')}
          </Badge>
        </dd>
      </dl>
    </Panel>
  );
}
