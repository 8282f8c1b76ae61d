import { bookingStates } from '#shared/domain/bookings.ts';
import { NO_SHOW_DAYS, VERIFICATION_PROMISE_MS } from '#shared/domain/admin.ts';
import { formatCents } from '#shared/domain/money.ts';
import type { AdminOverview } from '#shared/schemas/admin.ts';
import { Button } from '#client/components/ui/button.tsx';
import { LoadError } from '#client/components/ui/page.tsx';
import { useLocale, useT } from '#client/lib/i18n.tsx';
import { bookingStateKeys } from '#shared/i18n/booking-state-names.ts';
import { useOverview } from '../api/get-overview.ts';
import { formatDay, formatWait, formatWhen } from './format.tsx';

function Stat({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="rounded-xl border border-line bg-white p-4">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold tabular-nums">{value}</dd>
      {note ? <dd className="mt-1 text-xs text-muted">{note}</dd> : null}
    </div>
  );
}

/** The dashboard's first screen: people, the verification wait, this week in bookings and money. */
export function Overview({ onOpen }: { onOpen: (tab: 'verification' | 'help' | 'money') => void }) {
  const t = useT();
  const locale = useLocale();
  const overview = useOverview();
  if (overview.isPending) return <p className="text-muted">{t('admin.overview.loading')}</p>;
  if (overview.isError) {
    return (
      <LoadError
        what={t('admin.overview.what')}
        error={overview.error}
        onRetry={() => void overview.refetch()}
      />
    );
  }
  const o = overview.data;
  const waited = o.oldestWaitingSince ? Date.now() - Date.parse(o.oldestWaitingSince) : 0;
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="people-counts">
        <h2 id="people-counts" className="mb-3 text-xl font-semibold">
          {t('admin.overview.people')}
        </h2>
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-5">
          <Stat label={t('admin.overview.users')} value={String(o.users)} />
          <Stat label={t('admin.overview.artists')} value={String(o.artists)} />
          <Stat label={t('admin.overview.verified')} value={String(o.verified)} />
          <Stat label={t('admin.overview.waiting')} value={String(o.waiting)} />
          <Stat label={t('admin.overview.blocked')} value={String(o.blocked)} />
        </dl>
        {o.oldestWaitingSince ? (
          <div
            className={`mt-3 flex flex-wrap items-center justify-between gap-3 rounded-xl border p-4 ${
              o.late ? 'border-danger/40 bg-red-50' : 'border-line bg-white'
            }`}
          >
            <p>
              <span className="font-semibold">
                {t(o.late ? 'admin.overview.lateWait' : 'admin.overview.longestWait', {
                  wait: formatWait(waited, locale),
                })}
              </span>{' '}
              <span className="text-muted">
                {t('admin.overview.waitSince', {
                  since: formatWhen(o.oldestWaitingSince, locale),
                  hours: VERIFICATION_PROMISE_MS / 3_600_000,
                })}
              </span>
            </p>
            <Button variant="secondary" onPress={() => onOpen('verification')}>
              {t('admin.overview.openQueue')}
            </Button>
          </div>
        ) : (
          <p className="mt-3 text-sm text-muted">{t('admin.overview.nobodyWaiting')}</p>
        )}
      </section>

      <section aria-labelledby="week-bookings">
        <h2 id="week-bookings" className="mb-3 text-xl font-semibold">
          {t('admin.overview.bookings')}{' '}
          <span className="text-base font-normal text-muted">
            {t('admin.overview.since', { day: formatDay(o.weekStart, locale) })}
          </span>
        </h2>
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
          {bookingStates.map((state) => (
            <Stat
              key={state}
              label={t(bookingStateKeys[state])}
              value={String(o.bookingsThisWeek[state] ?? 0)}
            />
          ))}
        </dl>
      </section>

      <NoShows noShows={o.noShows} onOpenHelp={() => onOpen('help')} />

      <section aria-labelledby="week-money">
        <h2 id="week-money" className="mb-3 text-xl font-semibold">
          {t('admin.overview.money')}
        </h2>
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-5">
          <Stat
            label={t('admin.overview.charged')}
            value={formatCents(o.money.chargedCents, locale)}
          />
          <Stat label={t('admin.overview.fees')} value={formatCents(o.money.feesCents, locale)} />
          <Stat
            label={t('admin.overview.commission')}
            value={formatCents(o.money.commissionCents, locale)}
          />
          <Stat
            label={t('admin.overview.refunds')}
            value={formatCents(o.money.refundsCents, locale)}
          />
          <Stat
            label={t('admin.overview.payoutsDue')}
            value={formatCents(o.money.payoutsDueCents, locale)}
            note={t('admin.overview.payoutsDueNote')}
          />
        </dl>
        <div className="mt-3 flex flex-wrap gap-3">
          <Button variant="secondary" onPress={() => onOpen('money')}>
            {t('admin.overview.failedCharges', { count: o.failedCharges })}
          </Button>
          <Button variant="secondary" onPress={() => onOpen('help')}>
            {t('admin.overview.openHelp', { count: o.openHelpMessages })}
          </Button>
        </div>
      </section>
    </div>
  );
}

/** Each artist's no-shows of the last 90 days, the most first, and the disputes waiting. */
function NoShows({
  noShows,
  onOpenHelp,
}: {
  noShows: AdminOverview['noShows'];
  onOpenHelp: () => void;
}) {
  const t = useT();
  const disputed = noShows.reduce((sum, artist) => sum + artist.disputed, 0);
  return (
    <section aria-labelledby="no-shows">
      <h2 id="no-shows" className="mb-3 text-xl font-semibold">
        {t('admin.overview.noShows')}{' '}
        <span className="text-base font-normal text-muted">
          {t('admin.overview.lastDays', { days: NO_SHOW_DAYS })}
        </span>
      </h2>
      {noShows.length === 0 ? (
        <p className="text-sm text-muted">{t('admin.overview.noNoShows')}</p>
      ) : (
        <ul
          aria-labelledby="no-shows"
          className="divide-y divide-line rounded-xl border border-line bg-white"
        >
          {noShows.map((artist) => (
            <li
              key={artist.artistId}
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 p-3"
            >
              <span className="font-medium">{artist.artistName}</span>
              <span className="text-sm tabular-nums">
                {t('admin.overview.noShowCount', { count: artist.count })}
                {artist.disputed > 0 ? (
                  <span className="font-semibold text-danger">
                    {' '}
                    · {t('admin.overview.disputed', { count: artist.disputed })}
                  </span>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      )}
      {disputed > 0 ? (
        <Button variant="secondary" className="mt-3" onPress={onOpenHelp}>
          {t('admin.overview.settle', { count: disputed })}
        </Button>
      ) : null}
    </section>
  );
}
