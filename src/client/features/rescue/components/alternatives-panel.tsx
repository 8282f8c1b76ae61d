import { useState } from 'react';
import { formatCents } from '#shared/domain/money.ts';
import { formatRating } from '#shared/domain/reviews.ts';
import { formatTorontoDateTime } from '#shared/domain/toronto-time.ts';
import type { BookingView } from '#shared/schemas/booking.ts';
import type { Alternative } from '#shared/schemas/rescue.ts';
import { Button, ButtonLink } from '#client/components/ui/button.tsx';
import { Notice } from '#client/components/ui/page.tsx';
import { brandName, maskedNumber } from '#client/lib/card-format.ts';
import { errorMessage } from '#client/lib/forms.ts';
import { useLocale, useT } from '#client/lib/i18n.tsx';
import { paths } from '#client/lib/paths.ts';
import { useBookAlternative, useRescue } from '../api/rescue.ts';
import { responseTimeText } from './rescue-words.ts';

const firstName = (a: Alternative) => a.name.split(' ')[0] ?? a.name;

/**
 * A booking that fell through on the customer (declined, cancelled by the artist, called off,
 * expired): up to three artists free around the same time. "Book with Mei" opens the order
 * filled in — time, place, her closest services, the saved card — and one more tap books it.
 */
export function AlternativesPanel({ booking }: { booking: BookingView }) {
  const t = useT();
  const ended = booking.viewer === 'customer' && booking.state === 'declined';
  const rescue = useRescue(booking._id, ended);
  const [chosen, setChosen] = useState<string | null>(null);
  const book = useBookAlternative(booking._id);
  const view = rescue.data;
  if (!ended || !view?.reason) return null;
  const heading = `rescue-${booking._id}`;

  return (
    <section aria-labelledby={heading} className="border-t border-line pt-4">
      <h3 id={heading} className="mb-2 text-sm font-semibold tracking-wider text-muted uppercase">
        {t('rescue.title')}
      </h3>
      {book.isSuccess || view.rebookedBookingId ? (
        <Notice title={t('rescue.booked')}>
          <p>
            {t(book.data?.state === 'accepted' ? 'rescue.confirmed' : 'rescue.requested')}{' '}
            <ButtonLink to={paths.customerBookings} variant="secondary" className="mt-2">
              {t('bookings.complete.seeBookings')}
            </ButtonLink>
          </p>
        </Notice>
      ) : !view.ready ? (
        <p className="text-muted">{t('rescue.looking')}</p>
      ) : view.alternatives.length === 0 ? (
        <p className="text-muted">
          {t('rescue.none')}{' '}
          <a href={paths.search} className="font-semibold text-blush-800 underline">
            {t('rescue.searchAnother')}
          </a>
        </p>
      ) : (
        <>
          <p className="mb-3 text-muted">{t('rescue.lead')}</p>
          {book.isError ? (
            <div className="mb-3">
              <Notice tone="error">
                <p>{errorMessage(book.error)}</p>
              </Notice>
            </div>
          ) : null}
          <ul className="flex flex-col gap-3">
            {view.alternatives.map((a) => (
              <li key={a.artistId} className="rounded-xl border border-line p-3">
                <AlternativeCard
                  alternative={a}
                  open={chosen === a.artistId}
                  busy={book.isPending}
                  onOpen={() => {
                    book.reset();
                    setChosen(a.artistId);
                  }}
                  onClose={() => setChosen(null)}
                  onBook={() => book.mutate(a.artistId, { onError: () => setChosen(null) })}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function AlternativeCard({
  alternative: a,
  open,
  busy,
  onOpen,
  onClose,
  onBook,
}: {
  alternative: Alternative;
  open: boolean;
  busy: boolean;
  onOpen: () => void;
  onClose: () => void;
  onBook: () => void;
}) {
  const t = useT();
  const locale = useLocale();
  const when = formatTorontoDateTime(new Date(a.appointmentAt), locale);
  const money = (cents: number) => formatCents(cents, locale);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold">{a.name}</p>
        <p className="font-semibold tabular-nums">{money(a.totalCents)}</p>
      </div>
      <p className="text-sm text-muted">
        {a.rating !== null
          ? `★ ${formatRating(a.rating, locale)} (${a.reviewCount}) · `
          : `${t('rescue.new')} · `}
        {when}
        {a.responseText
          ? ` · ${t('rescue.usuallyAnswers', { within: responseTimeText(a.responseText, t) })}`
          : ''}
      </p>
      {!a.free ? (
        <p className="text-sm text-muted">{t('rescue.taken')}</p>
      ) : open ? (
        <div className="flex flex-col gap-3 rounded-xl bg-paper p-3 text-sm">
          <dl className="grid gap-2 sm:grid-cols-2">
            <Detail term={t('rescue.when')}>{when}</Detail>
            <Detail term={t('rescue.where')}>
              {a.place === 'toHome'
                ? t('rescue.yourPlace', { street: a.street ?? '' })
                : t('rescue.studio', { name: firstName(a) })}
            </Detail>
            <Detail term={t('bookings.headline.services')}>
              {a.services.map((s) => `${s.quantity} × ${s.typeOfService}`).join(', ')}
            </Detail>
            <Detail term={t('payments.pay.card')}>
              {a.card
                ? `${brandName(a.card.brand, t)} ${maskedNumber(a.card.last4)}`
                : t('rescue.noCard')}
            </Detail>
            <Detail term={t('bookings.money.total')}>
              {t('rescue.total', {
                total: money(a.totalCents),
                services: money(a.subtotalCents),
                fee: money(a.feeCents),
              })}
            </Detail>
          </dl>
          <div className="flex flex-wrap gap-2">
            <Button onPress={onBook} isDisabled={busy || !a.card}>
              {busy ? t('bookings.rebook.pending') : t('rescue.confirm', { name: firstName(a) })}
            </Button>
            <Button variant="ghost" onPress={onClose} isDisabled={busy}>
              {t('rescue.notNow')}
            </Button>
          </div>
        </div>
      ) : (
        <Button variant="secondary" onPress={onOpen} className="self-start">
          {t('rescue.bookWith', { name: firstName(a) })}
        </Button>
      )}
    </div>
  );
}

function Detail({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="font-medium text-muted">{term}</dt>
      <dd className="font-semibold">{children}</dd>
    </div>
  );
}
