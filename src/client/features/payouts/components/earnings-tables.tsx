import type { ReactNode } from 'react';
import { DataTable, type Column } from '#client/components/ui/data-table.tsx';
import type { z } from 'zod';
import { formatCents } from '#shared/domain/money.ts';
import type { EarningsBooking, EarningsPayout } from '#shared/schemas/payments.ts';
import { payoutDayName } from '#shared/domain/policy.ts';
import type { Translator } from '#shared/i18n/translator.ts';
import {
  bookingStatusLabel,
  kindLabel,
  payoutStatusLabel,
  shortDate,
  weekEnding,
} from './earnings-format.ts';
import { useTranslator } from '#client/lib/i18n.tsx';

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

const bookingColumns = ({ t, locale }: Translator): ReadonlyArray<Column<Booking>> => {
  const money = (cents: number) => formatCents(cents, locale);
  return [
    { header: t('earnings.col.datePaid'), cell: (b) => shortDate(b.paidAt, locale), primary: true },
    { header: t('earnings.col.type'), cell: (b) => t(kindLabel[b.kind]) },
    { header: t('earnings.col.subtotal'), cell: (b) => money(b.subtotalCents), numeric: true },
    { header: t('earnings.col.commission'), cell: (b) => money(b.commissionCents), numeric: true },
    {
      header: t('earnings.col.refunded'),
      cell: (b) => (b.refundedCents > 0 ? money(b.refundedCents) : '—'),
      numeric: true,
    },
    {
      header: t('earnings.col.payout'),
      cell: (b) => <span className="font-semibold">{money(b.payoutCents)}</span>,
      numeric: true,
    },
    {
      header: t('earnings.col.status'),
      cell: (b) => (
        <StatusPill done={b.status === 'paid'}>{t(bookingStatusLabel[b.status])}</StatusPill>
      ),
    },
  ];
};

/** Each completed booking (or cancellation fee): what it paid and what the artist keeps. */
export function BookingEarnings({ bookings }: { bookings: Booking[] }) {
  const translator = useTranslator();
  const { t } = translator;
  return (
    <Section
      id="earnings-bookings"
      title={t('shell.nav.bookings')}
      empty={t('earnings.noBookings')}
      rows={bookings}
      columns={bookingColumns(translator)}
      rowKey={(b) => `${b.bookingId}-${b.kind}`}
    />
  );
}

const payoutColumns = ({ t, locale }: Translator): ReadonlyArray<Column<Payout>> => [
  {
    header: t('earnings.col.weekEnding'),
    cell: (p) => weekEnding(p.periodEnd, locale),
    primary: true,
  },
  { header: t('earnings.col.paidOn'), cell: (p) => (p.paidAt ? shortDate(p.paidAt, locale) : '—') },
  {
    header: t('earnings.col.amount'),
    cell: (p) => <span className="font-semibold">{formatCents(p.amountCents, locale)}</span>,
    numeric: true,
  },
  {
    header: t('earnings.col.status'),
    cell: (p) => (
      <StatusPill done={p.status === 'paid'}>{t(payoutStatusLabel[p.status])}</StatusPill>
    ),
  },
];

/** The weekly payouts made (or being made) to the artist's bank account. */
export function PayoutHistory({ payouts }: { payouts: Payout[] }) {
  const translator = useTranslator();
  const { t, locale } = translator;
  return (
    <Section
      id="earnings-payouts"
      title={t('earnings.history')}
      empty={t('earnings.noPayouts', { day: payoutDayName(locale) })}
      rows={payouts}
      columns={payoutColumns(translator)}

      rowKey={(p) => p.id}
    />
  );
}
