import type { ReactNode } from 'react';
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

const cell = 'px-4 py-3 whitespace-nowrap';
const money = `${cell} text-right tabular-nums`;

/** A table that scrolls sideways on a phone, inside a region the keyboard can scroll. */
function Table({
  id,
  title,
  columns,
  empty,
  children,
}: {
  id: string;
  title: string;
  columns: { label: string; numeric?: boolean }[];
  empty: string | null;
  children: ReactNode;
}) {
  return (
    <section className="rounded-(--radius-card) border border-line bg-white">
      <h2 id={id} className="p-5 text-xl font-semibold">
        {title}
      </h2>
      {empty ? (
        <p className="border-t border-line p-5 text-muted">{empty}</p>
      ) : (
        <div className="overflow-x-auto" tabIndex={0} role="region" aria-labelledby={id}>
          <table className="w-full text-left text-sm">
            <thead className="border-y border-line bg-blush-50/60 text-muted">
              <tr>
                {columns.map((c) => (
                  <th
                    key={c.label}
                    scope="col"
                    className={`px-4 py-3 font-medium whitespace-nowrap ${c.numeric ? 'text-right' : ''}`}
                  >
                    {c.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{children}</tbody>
          </table>
        </div>
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

/** Each completed booking (or cancellation fee): what it paid and what the artist keeps. */
export function BookingEarnings({ bookings }: { bookings: Booking[] }) {
  return (
    <Table
      id="earnings-bookings"
      title="Bookings"
      empty={bookings.length === 0 ? 'No paid bookings yet.' : null}
      columns={[
        { label: 'Date paid' },
        { label: 'Type' },
        { label: 'Subtotal', numeric: true },
        { label: 'Commission', numeric: true },
        { label: 'Refunded', numeric: true },
        { label: 'Payout', numeric: true },
        { label: 'Status' },
      ]}
    >
      {bookings.map((b) => (
        <tr key={`${b.bookingId}-${b.kind}`} className="border-b border-line last:border-0">
          <td className={cell}>{shortDate(b.paidAt)}</td>
          <td className={cell}>{kindLabel[b.kind]}</td>
          <td className={money}>{formatCents(b.subtotalCents)}</td>
          <td className={money}>{formatCents(b.commissionCents)}</td>
          <td className={money}>{b.refundedCents > 0 ? formatCents(b.refundedCents) : '—'}</td>
          <td className={`${money} font-semibold`}>{formatCents(b.payoutCents)}</td>
          <td className={cell}>
            <StatusPill done={b.status === 'paid'}>{bookingStatusLabel[b.status]}</StatusPill>
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** The weekly payouts made (or being made) to the artist's bank account. */
export function PayoutHistory({ payouts }: { payouts: Payout[] }) {
  return (
    <Table
      id="earnings-payouts"
      title="Payout history"
      empty={
        payouts.length === 0 ? `No payouts yet. The first one comes on a ${PAYOUT_DAY}.` : null
      }
      columns={[
        { label: 'Week ending' },
        { label: 'Paid on' },
        { label: 'Amount', numeric: true },
        { label: 'Status' },
      ]}
    >
      {payouts.map((p) => (
        <tr key={p.id} className="border-b border-line last:border-0">
          <td className={cell}>{weekEnding(p.periodEnd)}</td>
          <td className={cell}>{p.paidAt ? shortDate(p.paidAt) : '—'}</td>
          <td className={`${money} font-semibold`}>{formatCents(p.amountCents)}</td>
          <td className={cell}>
            <StatusPill done={p.status === 'paid'}>{payoutStatusLabel[p.status]}</StatusPill>
          </td>
        </tr>
      ))}
    </Table>
  );
}
