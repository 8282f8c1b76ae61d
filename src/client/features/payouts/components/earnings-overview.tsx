import { Link } from 'react-router';
import { formatCents } from '#shared/domain/money.ts';
import { weekdayName } from '#shared/domain/policy.ts';
import { formatTorontoDate } from '#shared/domain/toronto-time.ts';
import { Card, EmptyState, LoadError, Notice } from '#client/components/ui/page.tsx';
import { paths } from '#client/lib/paths.ts';
import { useEarnings } from '../api/get-earnings.ts';
import { usePayoutAccount } from '../api/get-payout-account.ts';
import { payoutDay } from './earnings-format.ts';
import { BookingEarnings, PayoutHistory } from './earnings-tables.tsx';
import { useLocale, useT } from '#client/lib/i18n.tsx';

/** /earnings: balance and next payout, then each booking's share and the payouts made. */
export function EarningsOverview() {
  const t = useT();
  const locale = useLocale();
  const earnings = useEarnings();
  const account = usePayoutAccount();
  if (earnings.isPending) {
    return (
      <p className="text-muted" role="status">
        {t('earnings.loading')}
      </p>
    );
  }
  if (earnings.isError) {
    return (
      <LoadError
        title={t('earnings.loadFailed')}
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
        <Notice tone="error" title={t('settings.artist.bankMissing')}>
          <p>
            {t('earnings.bankWait')}{' '}
            <Link to={paths.bank} className="font-semibold text-blush-800 underline">
              {t('earnings.goToBank')}
            </Link>
          </p>
        </Notice>
      ) : null}
      {promotionEndsAt ? (
        <Notice
          title={t('earnings.promotion', {
            until: formatTorontoDate(new Date(promotionEndsAt), locale),
          })}
        >
          <p>{t('earnings.promotionText')}</p>
        </Notice>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Card>
          <h2 className="text-sm font-medium text-muted">{t('earnings.balance')}</h2>
          <p className="mt-1 font-display text-3xl font-semibold tabular-nums">
            {formatCents(balanceCents, locale)}
          </p>
          <p className="mt-1 text-sm text-muted">{t('earnings.balanceText')}</p>
        </Card>
        <Card>
          <h2 className="text-sm font-medium text-muted">{t('earnings.next')}</h2>
          <p className="mt-1 font-display text-3xl font-semibold tabular-nums">
            {formatCents(nextPayout.amountCents, locale)}
          </p>
          <p className="mt-1 text-sm text-muted">
            {t('earnings.nextOn')}{' '}
            <span className="font-semibold text-ink">{payoutDay(nextPayout.date, locale)}</span>.{' '}
            {t('earnings.nextEvery', { day: weekdayName(payoutWeekday, locale) })}
          </p>
        </Card>
      </div>
      {bookings.length === 0 && payouts.length === 0 ? (
        <EmptyState message={t('earnings.empty')} />
      ) : (
        <>
          <BookingEarnings bookings={bookings} />
          <PayoutHistory payouts={payouts} />
        </>
      )}
    </div>
  );
}
