import { Link } from 'react-router';
import { formatCents } from '#shared/domain/money.ts';
import { weekdays } from '#shared/domain/policy.ts';
import { formatTorontoDate } from '#shared/domain/toronto-time.ts';
import { Card, EmptyState, LoadError, Notice } from '#client/components/ui/page.tsx';
import { paths } from '#client/lib/paths.ts';
import { useEarnings } from '../api/get-earnings.ts';
import { usePayoutAccount } from '../api/get-payout-account.ts';
import { payoutDay } from './earnings-format.ts';
import { BookingEarnings, PayoutHistory } from './earnings-tables.tsx';

/** /earnings: balance and next payout, then each booking's share and the payouts made. */
export function EarningsOverview() {
  const earnings = useEarnings();
  const account = usePayoutAccount();
  if (earnings.isPending) {
    return (
      <p className="text-muted" role="status">
        Loading your earnings…
      </p>
    );
  }
  if (earnings.isError) {
    return (
      <LoadError
        what="your earnings"
        error={earnings.error}
        onRetry={() => void earnings.refetch()}
      />
    );
  }
  const { balanceCents, nextPayout, payouts, bookings, promotionEndsAt, payoutWeekday } =
    earnings.data;
  return (
    <div className="flex flex-col gap-6">
      {account.data && !account.data.connected ? (
        <Notice tone="error" title="Connect a bank account to get paid">
          <p>
            Your earnings wait for you until a bank account is connected.{' '}
            <Link to={paths.bank} className="font-semibold text-blush-800 underline">
              Go to Banking info
            </Link>
          </p>
        </Notice>
      ) : null}
      {promotionEndsAt ? (
        <Notice
          title={`Launch promotion: 0% commission until ${formatTorontoDate(new Date(promotionEndsAt))}`}
        >
          <p>You keep the whole service subtotal of the bookings you complete until then.</p>
        </Notice>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Card>
          <h2 className="text-sm font-medium text-muted">Balance</h2>
          <p className="mt-1 font-display text-3xl font-semibold tabular-nums">
            {formatCents(balanceCents)}
          </p>
          <p className="mt-1 text-sm text-muted">Earned and not paid out yet.</p>
        </Card>
        <Card>
          <h2 className="text-sm font-medium text-muted">Next payout</h2>
          <p className="mt-1 font-display text-3xl font-semibold tabular-nums">
            {formatCents(nextPayout.amountCents)}
          </p>
          <p className="mt-1 text-sm text-muted">
            on <span className="font-semibold text-ink">{payoutDay(nextPayout.date)}</span>. Paid
            every {weekdays[payoutWeekday]}, within 7 days of each service.
          </p>
        </Card>
      </div>
      {bookings.length === 0 && payouts.length === 0 ? (
        <EmptyState message="No earnings yet. Your share of each completed booking shows here." />
      ) : (
        <>
          <BookingEarnings bookings={bookings} />
          <PayoutHistory payouts={payouts} />
        </>
      )}
    </div>
  );
}
