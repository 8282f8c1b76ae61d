import type { ReactNode } from 'react';
import { DataTable, type Column } from '#client/components/ui/data-table.tsx';
import type { z } from 'zod';
import { formatCents } from '#shared/domain/money.ts';
import type { EarningsBooking, EarningsPayout } from '#shared/schemas/payments.ts';
import { PAYOUT_DAY } from '#shared/domain/policy.ts';
import {
  bookingStatusLabel,
  kindLabel,
  payoutStatusLabel,
  shortDate,
  weekEnding,
} from './earnings-format.ts';

type Booking = z.infer<typeof EarningsBooking>;
type Payout = z.infer<typeof EarningsPayout>;

/**
 * A section with its heading, and its rows as a table on a desktop and as a list on a phone
 * (every figure visible, nothing off-screen).
 */
function Section<T>({
  id,
  title,
  empty,
  rows,
  columns,
  rowKey,
}: {
  id: string;
  title: string;
  empty: string;
  rows: readonly T[];
  columns: ReadonlyArray<Column<T>>;
  rowKey: (row: T) => string;
}) {
  return (
    <section className="rounded-(--radius-card) border border-line bg-white">
      <h2 id={id} className="p-5 text-xl font-semibold">
        {title}
      </h2>
      {rows.length === 0 ? (
        <p className="border-t border-line p-5 text-muted">{empty}</p>
      ) : (
        <DataTable labelledBy={id} rows={rows} columns={columns} rowKey={rowKey} minWidth="0" />
      )}
    </section>
  );
}

const StatusPill = ({ done, children }: { done: boolean; children: ReactNode }) => (
  <span
    className={`rounded-full px-2 py-0.5 text-xs font-semibold ${done ? 'bg-emerald-50 text-success' : 'bg-amber-50 text-amber-900'}`}
  >
    {children}
  </span>
);

const bookingColumns: ReadonlyArray<Column<Booking>> = [
  { header: 'Date paid', cell: (b) => shortDate(b.paidAt), primary: true },
  { header: 'Type', cell: (b) => kindLabel[b.kind] },
  { header: 'Subtotal', cell: (b) => formatCents(b.subtotalCents), numeric: true },
  { header: 'Commission', cell: (b) => formatCents(b.commissionCents), numeric: true },
  {
    header: 'Refunded',
    cell: (b) => (b.refundedCents > 0 ? formatCents(b.refundedCents) : '—'),
    numeric: true,
  },
  {
    header: 'Payout',
    cell: (b) => <span className="font-semibold">{formatCents(b.payoutCents)}</span>,
    numeric: true,
  },
  {
    header: 'Status',
    cell: (b) => <StatusPill done={b.status === 'paid'}>{bookingStatusLabel[b.status]}</StatusPill>,
  },
];

/** Each completed booking (or cancellation fee): what it paid and what the artist keeps. */
export function BookingEarnings({ bookings }: { bookings: Booking[] }) {
  return (
    <Section
      id="earnings-bookings"
      title="Bookings"
      empty="No paid bookings yet."
      rows={bookings}
      columns={bookingColumns}
      rowKey={(b) => `${b.bookingId}-${b.kind}`}
    />
  );
}

const payoutColumns: ReadonlyArray<Column<Payout>> = [
  { header: 'Week ending', cell: (p) => weekEnding(p.periodEnd), primary: true },
  { header: 'Paid on', cell: (p) => (p.paidAt ? shortDate(p.paidAt) : '—') },
  {
    header: 'Amount',
    cell: (p) => <span className="font-semibold">{formatCents(p.amountCents)}</span>,
    numeric: true,
  },
  {
    header: 'Status',
    cell: (p) => <StatusPill done={p.status === 'paid'}>{payoutStatusLabel[p.status]}</StatusPill>,
  },
];

/** The weekly payouts made (or being made) to the artist's bank account. */
export function PayoutHistory({ payouts }: { payouts: Payout[] }) {
  return (
    <Section
      id="earnings-payouts"
      title="Payout history"
      empty={`No payouts yet. The first one comes on a ${PAYOUT_DAY}.`}
      rows={payouts}
      columns={payoutColumns}
      rowKey={(p) => p.id}
    />
  );
}
