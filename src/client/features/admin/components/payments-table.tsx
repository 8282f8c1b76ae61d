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

const filters: ReadonlyArray<{ value: PaymentStatusFilter; label: string }> = [
  { value: 'failed', label: 'Failed or pending' },
  { value: 'succeeded', label: 'Paid' },
  { value: 'all', label: 'All' },
];
const statusLabel = {
  processing: 'Payment pending',
  succeeded: 'Paid',
  failed: 'Failed: payment pending',
} as const;
const statusTone = {
  processing: 'bg-amber-50 text-amber-900',
  succeeded: 'bg-emerald-50 text-success',
  failed: 'bg-red-50 text-danger',
} as const;
const emptyText: Record<PaymentStatusFilter, string> = {
  failed: 'No failed or pending payments.',
  succeeded: 'No paid bookings yet.',
  all: 'No payments yet.',
};

const columns: ReadonlyArray<Column<AdminPaymentRow>> = [
  {
    header: 'Customer',
    primary: true,
    cell: (p) => (
      <>
        <span className="block font-medium">{p.customerName}</span>
        <span className="block font-normal break-all text-muted">{p.customerEmail}</span>
      </>
    ),
  },
  { header: 'Artist', cell: (p) => p.artistName },
  {
    header: 'Amount',
    numeric: true,
    cell: (p) => (
      <>
        {formatCents(p.amountCents)}
        {p.kind === 'cancellation' || p.kind === 'no-show' ? (
          <span className="block text-xs text-muted">
            {p.kind === 'cancellation' ? 'Cancellation fee' : 'No-show fee'}
          </span>
        ) : null}
      </>
    ),
  },
  {
    header: 'Refunded',
    numeric: true,
    cell: (p) => (p.refundedCents > 0 ? formatCents(p.refundedCents) : '—'),
  },
  {
    header: 'Status',
    cell: (p) => (
      <>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${statusTone[p.status]}`}
        >
          {statusLabel[p.status]}
        </span>
        {p.attempt > 1 ? (
          <span className="mt-1 block text-xs text-muted">Attempt {p.attempt}</span>
        ) : null}
      </>
    ),
  },
  { header: 'Failure', cell: (p) => <span className="text-muted">{p.failureMessage ?? '—'}</span> },
  { header: 'Updated', cell: (p) => formatWhen(p.updatedAt) },
];

/** The dashboard's payments: failed charges to follow up (the default), and refunds of paid ones. */
export function PaymentsTable() {
  const [status, setStatus] = useState<PaymentStatusFilter>('failed');
  const payments = useAdminPayments(status);
  const rows = payments.data?.payments ?? [];

  return (
    <Panel
      id="payments-heading"
      title="Payments"
      aside={
        <div className="w-40">
          <SelectField label="Status" options={filters} value={status} onChange={setStatus} />
        </div>
      }
    >
      {payments.isError ? (
        <div className="border-t border-line p-5">
          <LoadError
            what="the payments"
            error={payments.error}
            onRetry={() => void payments.refetch()}
          />
        </div>
      ) : (
        <DataTable
          labelledBy="payments-heading"
          rows={rows}
          columns={columns}
          rowKey={(p) => p.paymentId}
          actions={(p) => <PaymentActions payment={p} />}
          minWidth="56rem"
        />
      )}
      {payments.isPending ? <p className="p-5 text-muted">Loading payments…</p> : null}
      {payments.isSuccess && rows.length === 0 ? (
        <p className="p-5 text-muted">{emptyText[status]}</p>
      ) : null}
    </Panel>
  );
}

function PaymentActions({ payment: p }: { payment: AdminPaymentRow }) {
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
        aria-label={`Retry ${p.customerName}'s payment to ${p.artistName}`}
        onPress={() =>
          retry.mutate(p.bookingId, {
            onSuccess: (a) => alert(a.message, 'success'),
            onError: (e) => alert(errorMessage(e), 'error'),
          })
        }
      >
        {p.status === 'failed' ? 'Retry' : 'Ask again'}
      </Button>
      {p.status === 'failed' && !p.resolvedAt ? (
        <TextDialog
          trigger={
            <Button
              variant="ghost"
              className="min-h-9 px-3"
              aria-label={`Mark ${p.customerName}'s payment resolved`}
            >
              Mark resolved
            </Button>
          }
          title="Mark this charge resolved?"
          intro="It leaves this list. The customer can still pay it from their link."
          label="How it was resolved"
          submitLabel="Mark resolved"
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
