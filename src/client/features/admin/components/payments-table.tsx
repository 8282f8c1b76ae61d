import { useState } from 'react';
import { formatCents } from '#shared/domain/money.ts';
import type { AdminPaymentRow } from '#shared/schemas/payments.ts';
import { Button } from '#client/components/ui/button.tsx';
import { SelectField } from '#client/components/ui/fields.tsx';
import { Notice } from '#client/components/ui/page.tsx';
import { errorMessage } from '#client/lib/forms.ts';
import { useAdminPayments, type PaymentStatusFilter } from '../api/list-payments.ts';
import { RefundDialog } from './refund-dialog.tsx';

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

const dateFormat = new Intl.DateTimeFormat('en-CA', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'America/Toronto',
});

const th = 'px-4 py-3 font-medium whitespace-nowrap';
const td = 'px-4 py-3 align-top';
const money = `${td} text-right tabular-nums whitespace-nowrap`;

/** The dashboard's payments: failed charges to follow up (the default), and refunds of paid ones. */
export function PaymentsTable() {
  const [status, setStatus] = useState<PaymentStatusFilter>('failed');
  const payments = useAdminPayments(status);
  const rows = payments.data?.payments ?? [];

  return (
    <section className="rounded-(--radius-card) border border-line bg-white">
      <div className="flex flex-wrap items-end justify-between gap-4 p-5">
        <h2 id="payments-heading" className="text-xl font-semibold">
          Payments
        </h2>
        <div className="w-40">
          <SelectField label="Status" options={filters} value={status} onChange={setStatus} />
        </div>
      </div>
      {payments.isError ? (
        <div className="border-t border-line p-5">
          <Notice tone="error" title="We could not load the payments">
            <p>{errorMessage(payments.error)}</p>
            <Button variant="secondary" onPress={() => void payments.refetch()}>
              Try again
            </Button>
          </Notice>
        </div>
      ) : (
        <div
          className="overflow-x-auto"
          tabIndex={0}
          role="region"
          aria-labelledby="payments-heading"
        >
          <table className="w-full min-w-[56rem] text-left text-sm">
            <thead className="border-y border-line bg-blush-50/60 text-muted">
              <tr>
                <th scope="col" className={th}>
                  Customer
                </th>
                <th scope="col" className={th}>
                  Artist
                </th>
                <th scope="col" className={`${th} text-right`}>
                  Amount
                </th>
                <th scope="col" className={`${th} text-right`}>
                  Refunded
                </th>
                <th scope="col" className={th}>
                  Status
                </th>
                <th scope="col" className={th}>
                  Failure
                </th>
                <th scope="col" className={th}>
                  Updated
                </th>
                <th scope="col" className={th}>
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((p) => (
                <PaymentRow key={p.paymentId} payment={p} />
              ))}
            </tbody>
          </table>
          {payments.isPending ? <p className="p-5 text-muted">Loading payments…</p> : null}
          {payments.isSuccess && rows.length === 0 ? (
            <p className="p-5 text-muted">{emptyText[status]}</p>
          ) : null}
        </div>
      )}
    </section>
  );
}

function PaymentRow({ payment: p }: { payment: AdminPaymentRow }) {
  const refundable = p.status === 'succeeded' && p.refundedCents < p.amountCents;
  return (
    <tr className="border-b border-line last:border-0">
      <td className={td}>
        <span className="block font-medium">{p.customerName}</span>
        <span className="block text-muted">{p.customerEmail}</span>
      </td>
      <td className={td}>{p.artistName}</td>
      <td className={money}>
        {formatCents(p.amountCents)}
        {p.kind === 'cancellation' ? (
          <span className="block text-xs text-muted">Cancellation fee</span>
        ) : null}
      </td>
      <td className={money}>{p.refundedCents > 0 ? formatCents(p.refundedCents) : '—'}</td>
      <td className={td}>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${statusTone[p.status]}`}
        >
          {statusLabel[p.status]}
        </span>
        {p.attempt > 1 ? (
          <span className="mt-1 block text-xs text-muted">Attempt {p.attempt}</span>
        ) : null}
      </td>
      <td className={`${td} max-w-64 text-muted`}>{p.failureMessage ?? '—'}</td>
      <td className={`${td} whitespace-nowrap`}>{dateFormat.format(new Date(p.updatedAt))}</td>
      <td className={td}>{refundable ? <RefundDialog payment={p} /> : null}</td>
    </tr>
  );
}
