import { useState } from 'react';
import { formatCents } from '#shared/domain/money.ts';
import type { AdminPaymentRow } from '#shared/schemas/payments.ts';
import { useAlerts } from '#client/components/ui/alerts.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { DataTable, Panel, type Column } from '#client/components/ui/data-table.tsx';
import { SelectField } from '#client/components/ui/select-field.tsx';
import { LoadError } from '#client/components/ui/page.tsx';
import { errorMessage } from '#client/lib/forms.ts';
import { useAdminPayments, type PaymentStatusFilter } from '../api/list-payments.ts';
import { useResolveCharge, useRetryCharge } from '../api/money.ts';
import { formatWhen } from './format.tsx';
import { RefundDialog } from './refund-dialog.tsx';
import { TextDialog } from './text-dialog.tsx';
import { useLocale, useT } from '#client/lib/i18n.tsx';
import type { Locale } from '#shared/i18n/locales.ts';
import type { MessageKey, Translator } from '#shared/i18n/translator.ts';

const filters: ReadonlyArray<{ value: PaymentStatusFilter; label: MessageKey }> = [
  { value: 'failed', label: 'admin.payments.failedOrPending' },
  { value: 'succeeded', label: 'admin.payments.paid' },
  { value: 'all', label: 'admin.help.all' },
];
const statusLabel = {
  processing: 'admin.payments.pending',
  succeeded: 'admin.payments.paid',
  failed: 'admin.payments.failed',
} as const satisfies Record<string, MessageKey>;
const statusTone = {
  processing: 'bg-amber-50 text-amber-900',
  succeeded: 'bg-emerald-50 text-success',
  failed: 'bg-red-50 text-danger',
} as const;
const emptyText: Record<PaymentStatusFilter, MessageKey> = {
  failed: 'admin.payments.noneFailed',
  succeeded: 'admin.payments.nonePaid',
  all: 'admin.payments.none',
};

const columnsOf = (t: Translator['t'], locale: Locale): ReadonlyArray<Column<AdminPaymentRow>> => [
  {
    header: t('admin.payments.customer'),
    primary: true,
    cell: (p) => (
      <>
        <span className="block font-medium">{p.customerName}</span>
        <span className="block font-normal break-all text-muted">{p.customerEmail}</span>
      </>
    ),
  },
  { header: t('admin.people.artist'), cell: (p) => p.artistName },
  {
    header: t('admin.payouts.amount'),
    numeric: true,
    cell: (p) => (
      <>
        {formatCents(p.amountCents, locale)}
        {p.kind === 'cancellation' || p.kind === 'no-show' ? (
          <span className="block text-xs text-muted">
            {t(
              p.kind === 'cancellation'
                ? 'admin.payments.cancellationFee'
                : 'admin.payments.noShowFee',
            )}
          </span>
        ) : null}
      </>
    ),
  },
  {
    header: t('admin.payments.refunded'),
    numeric: true,
    cell: (p) => (p.refundedCents > 0 ? formatCents(p.refundedCents, locale) : '—'),
  },
  {
    header: t('admin.people.status'),
    cell: (p) => (
      <>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${statusTone[p.status]}`}
        >
          {t(statusLabel[p.status])}
        </span>
        {p.attempt > 1 ? (
          <span className="mt-1 block text-xs text-muted">
            {t('admin.payments.attempt', { attempt: p.attempt })}
          </span>
        ) : null}
      </>
    ),
  },
  {
    header: t('admin.payments.failure'),
    cell: (p) => <span className="text-muted">{p.failureMessage ?? '—'}</span>,
  },
  { header: t('admin.payments.updated'), cell: (p) => formatWhen(p.updatedAt, locale) },
];

/** The dashboard's payments: failed charges to follow up (the default), and refunds of paid ones. */
export function PaymentsTable() {
  const t = useT();
  const locale = useLocale();
  const [status, setStatus] = useState<PaymentStatusFilter>('failed');
  const payments = useAdminPayments(status);
  const rows = payments.data?.payments ?? [];

  return (
    <Panel
      id="payments-heading"
      title={t('admin.payments.title')}
      aside={
        <div className="w-40">
          <SelectField
            label={t('admin.people.status')}
            options={filters.map((f) => ({ value: f.value, label: t(f.label) }))}
            value={status}
            onChange={setStatus}
          />
        </div>
      }
    >
      {payments.isError ? (
        <div className="border-t border-line p-5">
          <LoadError
            what={t('admin.payments.what')}
            error={payments.error}
            onRetry={() => void payments.refetch()}
          />
        </div>
      ) : (
        <DataTable
          labelledBy="payments-heading"
          rows={rows}
          columns={columnsOf(t, locale)}
          rowKey={(p) => p.paymentId}
          actions={(p) => <PaymentActions payment={p} />}
          minWidth="56rem"
        />
      )}
      {payments.isPending ? <p className="p-5 text-muted">{t('admin.payments.loading')}</p> : null}
      {payments.isSuccess && rows.length === 0 ? (
        <p className="p-5 text-muted">{t(emptyText[status])}</p>
      ) : null}
    </Panel>
  );
}

function PaymentActions({ payment: p }: { payment: AdminPaymentRow }) {
  const t = useT();
  const { alert } = useAlerts();
  const retry = useRetryCharge();
  const resolve = useResolveCharge();
  const refundable = p.status === 'succeeded' && p.refundedCents < p.amountCents;
  if (refundable) return <RefundDialog payment={p} />;
  if (p.status === 'succeeded') return null;
  return (
    <>
      <Button
        variant="secondary"
        className="min-h-9 px-3"
        isDisabled={retry.isPending}
        aria-label={t('admin.payments.retryNamed', {
          customer: p.customerName,
          artist: p.artistName,
        })}
        onPress={() =>
          retry.mutate(p.bookingId, {
            onSuccess: (a) => alert(a.message, 'success'),
            onError: (e) => alert(errorMessage(e), 'error'),
          })
        }
      >
        {t(p.status === 'failed' ? 'admin.payments.retry' : 'admin.payments.askAgain')}
      </Button>
      {p.status === 'failed' && !p.resolvedAt ? (
        <TextDialog
          trigger={
            <Button
              variant="ghost"
              className="min-h-9 px-3"
              aria-label={t('admin.payments.resolveNamed', { customer: p.customerName })}
            >
              {t('admin.payments.resolve')}
            </Button>
          }
          title={t('admin.payments.resolveTitle')}
          intro={t('admin.payments.resolveIntro')}
          label={t('admin.payments.resolveLabel')}
          submitLabel={t('admin.payments.resolve')}
          onSubmit={(reason) =>
            resolve.mutateAsync({ bookingId: p.bookingId, reason }).then(
              (a) => {
                alert(a.message, 'success');
                return null;
              },
              (e: unknown) => errorMessage(e),
            )
          }
        />
      ) : null}
    </>
  );
}
