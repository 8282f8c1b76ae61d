import { ChevronRight } from 'lucide-react';
import { formatCents } from '#shared/domain/money.ts';
import type { BookingView } from '#shared/schemas/booking.ts';
import { LoadError } from '#client/components/ui/page.tsx';
import { useLocale, useT } from '#client/lib/i18n.tsx';
import {
  appointmentText,
  headline,
  otherParty,
  servicesSummary,
  stateChipClass,
  stateLabel,
} from './booking-format.ts';

/** The bookings as rows; each opens its details. */
export function BookingList({
  bookings,
  onOpen,
}: {
  bookings: BookingView[];
  onOpen: (bookingId: string) => void;
}) {
  const t = useT();
  return (
    <ul aria-label={t('bookings.list')} className="flex flex-col gap-3">
      {bookings.map((b) => (
        <li key={b._id}>
          <BookingRow booking={b} onOpen={() => onOpen(b._id)} />
        </li>
      ))}
    </ul>
  );
}

function BookingRow({ booking: b, onOpen }: { booking: BookingView; onOpen: () => void }) {
  const t = useT();
  const locale = useLocale();
  const amount = headline(b);
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-haspopup="dialog"
      className="flex w-full items-center gap-3 rounded-(--radius-card) border border-line bg-white p-4 text-left transition-colors outline-offset-2 hover:border-blush-200 hover:bg-blush-50/40 focus-visible:outline-2 focus-visible:outline-blush-700 md:p-5"
    >
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-semibold">{otherParty(b).name}</span>
          <span className={stateChipClass(b.state)}>{stateLabel(b.state, t)}</span>
        </span>
        <span className="truncate text-sm text-muted">{servicesSummary(b)}</span>
        <time dateTime={b.appointmentAt} className="text-sm">
          {appointmentText(b.appointmentAt, locale)}
        </time>
      </span>
      <span className="flex shrink-0 flex-col items-end">
        <span className="text-xs text-muted">{t(amount.label)}</span>
        <span className="font-semibold tabular-nums">{formatCents(amount.cents, locale)}</span>
      </span>
      <ChevronRight aria-hidden className="size-5 shrink-0 text-muted" />
    </button>
  );
}

/** While the bookings load, or when they could not: a status, or the error with Try again. */
export function BookingsNotLoaded({
  query,
}: {
  query: { isPending: boolean; error: unknown; refetch: () => unknown };
}) {
  const t = useT();
  if (query.isPending) {
    return (
      <p className="text-muted" role="status">
        {t('bookings.loading')}
      </p>
    );
  }
  return (
    <LoadError
      what={t('bookings.yours')}
      error={query.error}
      onRetry={() => void query.refetch()}
    />
  );
}
