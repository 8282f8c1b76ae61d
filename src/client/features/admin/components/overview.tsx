import { bookingStateLabels, bookingStates } from '#shared/domain/bookings.ts';
import { NO_SHOW_DAYS, VERIFICATION_PROMISE_MS } from '#shared/domain/admin.ts';
import { formatCents } from '#shared/domain/money.ts';
import type { AdminOverview } from '#shared/schemas/admin.ts';
import { Button } from '#client/components/ui/button.tsx';
import { LoadError } from '#client/components/ui/page.tsx';
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
  const overview = useOverview();
  if (overview.isPending) return <p className="text-muted">Loading the overview…</p>;
  if (overview.isError) {
    return (
      <LoadError
        what="the overview"
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
          People
        </h2>
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-5">
          <Stat label="Users" value={String(o.users)} />
          <Stat label="Artists" value={String(o.artists)} />
          <Stat label="Verified" value={String(o.verified)} />
          <Stat label="Waiting for verification" value={String(o.waiting)} />
          <Stat label="Blocked" value={String(o.blocked)} />
        </dl>
        {o.oldestWaitingSince ? (
          <div
            className={`mt-3 flex flex-wrap items-center justify-between gap-3 rounded-xl border p-4 ${
              o.late ? 'border-danger/40 bg-red-50' : 'border-line bg-white'
            }`}
          >
            <p>
              <span className="font-semibold">
                {o.late ? 'Late: the longest wait is ' : 'The longest wait is '}
                {formatWait(waited)}
              </span>{' '}
              <span className="text-muted">
                (since {formatWhen(o.oldestWaitingSince)}; we promise{' '}
                {VERIFICATION_PROMISE_MS / 3_600_000} hours)
              </span>
            </p>
            <Button variant="secondary" onPress={() => onOpen('verification')}>
              Open the queue
            </Button>
          </div>
        ) : (
          <p className="mt-3 text-sm text-muted">Nobody is waiting for verification.</p>
        )}
      </section>

      <section aria-labelledby="week-bookings">
        <h2 id="week-bookings" className="mb-3 text-xl font-semibold">
          Bookings this week{' '}
          <span className="text-base font-normal text-muted">(since {formatDay(o.weekStart)})</span>
        </h2>
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
          {bookingStates.map((state) => (
            <Stat
              key={state}
              label={bookingStateLabels[state]}
              value={String(o.bookingsThisWeek[state] ?? 0)}
            />
          ))}
        </dl>
      </section>

      <NoShows noShows={o.noShows} onOpenHelp={() => onOpen('help')} />

      <section aria-labelledby="week-money">
        <h2 id="week-money" className="mb-3 text-xl font-semibold">
          Money this week
        </h2>
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-5">
          <Stat label="Charged" value={formatCents(o.money.chargedCents)} />
          <Stat label="Customer fees" value={formatCents(o.money.feesCents)} />
          <Stat label="Commission" value={formatCents(o.money.commissionCents)} />
          <Stat label="Refunds" value={formatCents(o.money.refundsCents)} />
          <Stat
            label="Payouts due"
            value={formatCents(o.money.payoutsDueCents)}
            note="Owed to artists, not paid out yet"
          />
        </dl>
        <div className="mt-3 flex flex-wrap gap-3">
          <Button variant="secondary" onPress={() => onOpen('money')}>
            {o.failedCharges} failed charge{o.failedCharges === 1 ? '' : 's'}
          </Button>
          <Button variant="secondary" onPress={() => onOpen('help')}>
            {o.openHelpMessages} open help message{o.openHelpMessages === 1 ? '' : 's'}
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
  const disputed = noShows.reduce((sum, artist) => sum + artist.disputed, 0);
  return (
    <section aria-labelledby="no-shows">
      <h2 id="no-shows" className="mb-3 text-xl font-semibold">
        No-shows{' '}
        <span className="text-base font-normal text-muted">(last {NO_SHOW_DAYS} days)</span>
      </h2>
      {noShows.length === 0 ? (
        <p className="text-sm text-muted">No customer was marked as a no-show.</p>
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
                {artist.count} no-show{artist.count === 1 ? '' : 's'}
                {artist.disputed > 0 ? (
                  <span className="font-semibold text-danger"> · {artist.disputed} disputed</span>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      )}
      {disputed > 0 ? (
        <Button variant="secondary" className="mt-3" onPress={onOpenHelp}>
          Settle {disputed} disputed no-show{disputed === 1 ? '' : 's'} in the help inbox
        </Button>
      ) : null}
    </section>
  );
}
