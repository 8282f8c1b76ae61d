import { openStreetMapSearchUrl, openStreetMapUrl } from '#shared/domain/maps.ts';
import { ExternalLink, MessageCircle, MessageSquare, Phone, Star } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { CITY } from '#shared/brand.ts';
import { formatCents } from '#shared/domain/money.ts';
import { quotedCart } from '#shared/domain/pricing.ts';
import { formatTorontoDate, formatTorontoDateTime } from '#shared/domain/toronto-time.ts';
import { reviewAnchor } from '#shared/domain/reviews.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import type { MessageKey, Translator } from '#shared/i18n/translator.ts';
import type { BookingView } from '#shared/schemas/booking.ts';
import { ButtonLink } from '#client/components/ui/button.tsx';
import { CloseButton } from '#client/components/ui/close-button.tsx';
import { LoadError } from '#client/components/ui/page.tsx';
import { useLocale, useT } from '#client/lib/i18n.tsx';
import { paths } from '#client/lib/paths.ts';
import { formatPhone } from '#client/lib/phone.ts';
import { useBooking } from '../api/get-booking.ts';
import { BookingActions } from './booking-actions.tsx';
import { BookingCode } from './booking-code.tsx';
import {
  appointmentText,
  contactLinks,
  localizedReason,
  otherParty,
  paymentKindLabel,
  paymentStatusLabel,
  stateChipClass,
  stateLabel,
} from './booking-format.ts';

/** What other features show in a booking's details (messages, tips), given by the page. */
export type BookingExtras = (booking: BookingView) => ReactNode;

type T = Translator['t'];

/**
 * One booking over the list: full screen on a phone, a large dialog on a desktop. The row's
 * data shows at once; the booking is read again behind it.
 */
export function BookingDetailsDialog({
  bookingId,
  fromList,
  onClose,
  extras,
}: {
  bookingId: string | null;
  fromList: BookingView | undefined;
  onClose: () => void;
  extras?: BookingExtras;
}) {
  const t = useT();
  return (
    <ModalOverlay
      isOpen={bookingId !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isDismissable
      className="fixed inset-0 z-40 bg-ink/40 md:flex md:items-center md:justify-center md:p-6"
    >
      <Modal className="h-full w-full overflow-y-auto bg-paper md:h-auto md:max-h-[90dvh] md:max-w-2xl md:rounded-(--radius-card) md:shadow-xl">
        <Dialog aria-label={t('bookings.details.label')} className="outline-none">
          {bookingId ? (
            <Details bookingId={bookingId} fromList={fromList} onClose={onClose} extras={extras} />
          ) : null}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

const CONTROLS = 'input, textarea, select, button, a[href], [contenteditable="true"]';

/**
 * The heading to put the keyboard on when the state changes and the button that changed it
 * (Accept, Decline…) is gone with its confirmation, so focus would fall out of the details.
 */
function useKeepsFocus(state: BookingView['state'] | undefined) {
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(state);
  useEffect(() => {
    if (state === shown.current) return;
    shown.current = state;
    // Two frames on, after the confirmation has closed and given focus back to what is left of
    // its trigger. Someone typing (a message that came in live) keeps their place.
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        const active = document.activeElement;
        if (!active?.isConnected || !active.matches(CONTROLS)) heading.current?.focus();
      });
    });
    return () => cancelAnimationFrame(frame);
  }, [state]);
  return heading;
}

function Details({
  bookingId,
  fromList,
  onClose,
  extras,
}: {
  bookingId: string;
  fromList: BookingView | undefined;
  onClose: () => void;
  extras: BookingExtras | undefined;
}) {
  const t = useT();
  const query = useBooking(bookingId, fromList);
  // The row stays on screen if reading it again fails (the error then says why only without it).
  const booking = query.data ?? fromList;
  const heading = useKeepsFocus(booking?.state);
  return (
    <>
      <div className="sticky top-0 z-10 flex items-center justify-between gap-4 border-b border-line bg-paper/95 px-4 pt-[max(0.5rem,env(safe-area-inset-top))] pb-2 backdrop-blur md:px-6">
        <Heading
          ref={heading}
          tabIndex={-1}
          slot="title"
          className="min-w-0 truncate text-2xl font-semibold outline-none"
        >
          {booking
            ? t('bookings.details.title', { name: otherParty(booking).name })
            : t('bookings.details.titleLoading')}
        </Heading>
        <CloseButton onPress={onClose} />
      </div>
      <div className="px-4 py-5 pb-[max(1.25rem,env(safe-area-inset-bottom))] md:px-6">
        {booking ? (
          <>
            <BookingBody booking={booking} />
            {extras ? <div className="mt-5 flex flex-col gap-5">{extras(booking)}</div> : null}
          </>
        ) : query.isError ? (
          <LoadError what={t('bookings.details.this')} error={query.error} />
        ) : (
          <p className="text-muted" role="status">
            {t('bookings.details.loading')}
          </p>
        )}
      </div>
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t border-line pt-4">
      <h3 className="mb-2 text-sm font-semibold tracking-wider text-muted uppercase">{title}</h3>
      {children}
    </section>
  );
}

/** Why it was declined or cancelled, as the party who did it said. */
function ReasonNote({ booking: b }: { booking: BookingView }) {
  const t = useT();
  if (!b.reason) return null;
  const cancelledByCustomer = b.state === 'declined-user';
  const mine = cancelledByCustomer === (b.viewer === 'customer');
  const who = cancelledByCustomer ? b.customer.name : b.artist.name;
  return (
    <div className="rounded-2xl border border-line bg-paper px-4 py-3">
      <p className="text-sm font-semibold">
        {mine
          ? t(cancelledByCustomer ? 'bookings.reason.yoursCancel' : 'bookings.reason.yoursDecline')
          : t(
              cancelledByCustomer
                ? 'bookings.reason.theirsCancel'
                : 'bookings.reason.theirsDecline',
              {
                name: who,
              },
            )}
      </p>
      <p className="mt-1 whitespace-pre-line">{localizedReason(b.reason, t)}</p>
    </div>
  );
}

/** A no-show: what was charged, and until when the customer may dispute it. */
function NoShowNote({ booking: b }: { booking: BookingView }) {
  const t = useT();
  const locale = useLocale();
  const { noShow } = b;
  if (!noShow) return null;
  const open = !noShow.disputedAt && Date.parse(noShow.disputeUntil) > Date.now();
  const fee = b.payment?.kind === 'no-show' ? formatCents(b.payment.amountCents, locale) : null;
  const until = formatTorontoDateTime(new Date(noShow.disputeUntil), locale);
  return (
    <div className="rounded-2xl border border-red-200 bg-red-50 px-4 py-3">
      <p className="text-sm font-semibold">
        {b.viewer === 'artist'
          ? t('bookings.noShow.youMarked', { name: b.customer.name })
          : t('bookings.noShow.markedYou', { name: b.artist.name })}
      </p>
      {fee ? (
        <p className="mt-1">
          {b.viewer === 'customer'
            ? t('bookings.noShow.youCharged', { fee })
            : t('bookings.noShow.theyCharged', { name: b.customer.name, fee })}
        </p>
      ) : null}
      <p className="mt-1">
        {noShow.settlement === 'refunded'
          ? t('bookings.noShow.refunded')
          : noShow.settlement === 'kept'
            ? t('bookings.noShow.kept')
            : noShow.disputedAt
              ? t('bookings.noShow.disputed')
              : t(
                  b.viewer === 'customer'
                    ? 'bookings.noShow.youCanDispute'
                    : 'bookings.noShow.canBeDisputed',
                  {
                    until,
                  },
                )}
      </p>
      {b.viewer === 'customer' && open ? (
        <ButtonLink
          to={`/help?issue=dispute-no-show&booking=${encodeURIComponent(b._id)}`}
          variant="secondary"
          className="mt-2"
        >
          {t('bookings.noShow.dispute')}
        </ButtonLink>
      ) : null}
    </div>
  );
}

function BookingBody({ booking: b }: { booking: BookingView }) {
  // The customer answers the times with a button each (BookingActions); the artist sees them.
  const proposedByMe =
    b.viewer === 'artist' && b.state === 'declined-posponed' ? b.proposedSlots : [];
  const t = useT();
  const locale = useLocale();
  const links = contactLinks(b.contactPhone);
  const other = otherParty(b);
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center gap-3">
        <span className={stateChipClass(b.state)}>{stateLabel(b.state, t)}</span>
        <time dateTime={b.appointmentAt} className="font-semibold">
          {appointmentText(b.appointmentAt, locale)}
        </time>
      </div>

      {b.viewer === 'customer' && b.bookCode && b.state === 'accepted' ? (
        <BookingCode code={b.bookCode} artistName={b.artist.name} />
      ) : null}

      {b.viewer === 'customer' && b.state === 'completed' ? <ReviewLink booking={b} /> : null}

      <ReasonNote booking={b} />
      <NoShowNote booking={b} />

      {(b.text && !b.reason) || proposedByMe.length ? (
        <div className="rounded-2xl border border-sky-200 bg-sky-50 px-4 py-3">
          <p className="text-sm font-semibold">
            {b.state === 'declined-posponed'
              ? b.viewer === 'customer'
                ? t('bookings.note.theyProposed', { name: b.artist.name })
                : t('bookings.note.youProposed')
              : b.viewer === 'customer'
                ? t('bookings.note.from', { name: b.artist.name })
                : t('bookings.note.yours')}
          </p>
          {proposedByMe.length ? (
            <ul aria-label={t('bookings.note.yourTimes')} className="mt-1 list-disc pl-5">
              {proposedByMe.map((slot) => (
                <li key={slot.at}>{formatTorontoDateTime(new Date(slot.at), locale)}</li>
              ))}
            </ul>
          ) : null}
          {b.text ? <p className="mt-1 whitespace-pre-line">{b.text}</p> : null}
        </div>
      ) : null}

      <BookingActions booking={b} />

      <Section title={t('bookings.headline.services')}>
        <ServicesAndMoney booking={b} />
      </Section>

      <Section title={t('bookings.place.title')}>
        <Place booking={b} />
      </Section>

      {links ? (
        <Section title={t('bookings.contact.title', { name: other.name })}>
          <p className="mb-2 tabular-nums">{formatPhone(b.contactPhone)}</p>
          <div className="flex flex-wrap gap-2">
            <ContactLink href={links.tel} icon={<Phone aria-hidden className="size-4" />}>
              {t('bookings.contact.call')}
            </ContactLink>
            <ContactLink href={links.sms} icon={<MessageSquare aria-hidden className="size-4" />}>
              {t('bookings.contact.text')}
            </ContactLink>
            <ContactLink
              href={links.whatsapp}
              external
              icon={<MessageCircle aria-hidden className="size-4" />}
            >
              WhatsApp
            </ContactLink>
          </div>
        </Section>
      ) : null}

      {b.payment ? (
        <Section title={t('bookings.payment.title')}>
          {b.viewer === 'customer' && b.payment.status === 'succeeded' ? (
            <ButtonLink to={paths.receipt(b._id)} variant="secondary" className="mb-3">
              {t('bookings.payment.receipt')}
            </ButtonLink>
          ) : null}
          <p>
            {t('bookings.payment.line', {
              kind: t(paymentKindLabel[b.payment.kind]),
              amount: formatCents(b.payment.amountCents, locale),
            })}{' '}
            · <span className="font-semibold">{t(paymentStatusLabel[b.payment.status])}</span>
          </p>
          {b.payment.status === 'failed' && b.viewer === 'customer' ? (
            <>
              <p className="mt-1 text-sm text-muted">{t('bookings.payment.refusedText')}</p>
              <ButtonLink to={paths.pay(b._id)} variant="secondary" className="mt-3">
                {t('bookings.payment.payAgain')}
              </ButtonLink>
            </>
          ) : null}
        </Section>
      ) : null}
    </div>
  );
}

/** A completed visit: "Leave a review", or "Your review" once it is on the artist's profile. */
function ReviewLink({ booking: b }: { booking: BookingView }) {
  const t = useT();
  return b.reviewId ? (
    <ButtonLink
      to={`${paths.artistProfile(b.artist.id)}#${reviewAnchor(b.reviewId)}`}
      variant="secondary"
      className="self-start"
    >
      <Star aria-hidden className="size-4" /> {t('bookings.review.yours')}
    </ButtonLink>
  ) : (
    <ButtonLink to={paths.reviewComment(b.artist.id, b._id)} className="self-start">
      <Star aria-hidden className="size-4" /> {t('bookings.review.leave')}
    </ButtonLink>
  );
}

function ContactLink({
  href,
  icon,
  external = false,
  children,
}: {
  href: string;
  icon: ReactNode;
  external?: boolean;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <a
      href={href}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line bg-white px-4 text-sm font-semibold hover:border-blush-200 hover:bg-blush-50"
    >
      {icon}
      {children}
      {external ? <span className="sr-only">{t('bookings.newTab')}</span> : null}
    </a>
  );
}

const payoutLabel = {
  expected: 'bookings.money.payoutExpected',
  pending: 'bookings.money.payoutPending',
  earned: 'bookings.money.payout',
} as const satisfies Record<string, MessageKey>;

interface MoneyRow {
  label: MessageKey;
  cents: number;
  strong?: boolean;
}

/** The customer's lines after the services: HST as quoted, the total, a refund on its own. */
function customerRows(b: BookingView): MoneyRow[] {
  const refunded = b.payment?.refundedCents ?? 0;
  // HST on its own lines, as checkout's `displayLines` puts them after the services.
  const cart = customerCart(b);
  const hst: MoneyRow[] = [
    { label: 'bookings.money.hstServices', cents: cart.serviceHstCents },
    { label: 'bookings.money.hstFee', cents: cart.feeHstCents },
  ];
  return [
    ...hst.filter((row) => row.cents > 0),
    { label: 'bookings.money.total', cents: b.totalCents ?? b.subtotalCents, strong: true },
    ...(refunded > 0
      ? [{ label: 'bookings.money.refundedToCard' as const, cents: -refunded }]
      : []),
  ];
}

/** The booking as checkout quoted it to the customer: all-in prices, HST apart. */
const customerCart = (b: BookingView) =>
  quotedCart({
    services: b.services,
    subtotalCents: b.subtotalCents,
    feeCents: b.feeCents ?? 0,
    serviceHstCents: b.serviceHstCents ?? 0,
    feeHstCents: b.feeHstCents ?? 0,
  });

/** Each service: the artist's price to her; the all-in price, with the fee it includes, to the customer. */
function serviceRows(b: BookingView, t: T, locale: Locale) {
  const cart = b.viewer === 'customer' ? customerCart(b) : null;
  return b.services.map((s, i) => {
    const line = cart?.services[i];
    return {
      key: s.serviceId,
      label: s.typeOfService,
      each:
        s.quantity > 1
          ? t('bookings.money.each', {
              amount: formatCents(line ? line.amountCents / s.quantity : s.amountCents, locale),
            })
          : '',
      quantity: s.quantity,
      cents: line ? line.amountCents : s.amountCents * s.quantity,
      note:
        line && line.feeCents > 0
          ? t('bookings.money.includesFee', { fee: formatCents(line.feeCents, locale) })
          : null,
    };
  });
}

/** The artist's lines: a payout only once there is (or will be) a charge, net of refunds. */
function artistRows(b: BookingView): MoneyRow[] {
  const rows: MoneyRow[] = [{ label: 'bookings.money.subtotal', cents: b.subtotalCents }];
  if (b.payoutStatus === null) return rows;
  if (b.chargedSubtotalCents !== null && b.chargedSubtotalCents !== b.subtotalCents) {
    rows.push({
      label: b.state === 'no-show' ? 'bookings.money.chargedNoShow' : 'bookings.money.chargedLate',
      cents: b.chargedSubtotalCents,
    });
  }
  if (b.refundedSubtotalCents) {
    rows.push({ label: 'bookings.money.refundedToCustomer', cents: -b.refundedSubtotalCents });
  }
  // `|| 0`: no commission reads $0.00, not −$0.00.
  rows.push({ label: 'bookings.money.commission', cents: -(b.commissionCents ?? 0) || 0 });
  rows.push({ label: payoutLabel[b.payoutStatus], cents: b.payoutCents ?? 0, strong: true });
  return rows;
}

function ServicesAndMoney({ booking: b }: { booking: BookingView }) {
  const t = useT();
  const locale = useLocale();
  const totals = b.viewer === 'customer' ? customerRows(b) : artistRows(b);
  const money = (cents: number) =>
    cents < 0 ? `−${formatCents(-cents, locale)}` : formatCents(cents, locale);
  return (
    <>
      <dl className="divide-y divide-line rounded-xl border border-line bg-white">
        {serviceRows(b, t, locale).map((s) => (
          <div key={s.key} className="flex justify-between gap-4 px-4 py-2.5">
            <dt>
              {s.label}{' '}
              <span className="text-muted">
                × {s.quantity}
                {s.each ? ` ${s.each}` : ''}
              </span>
              {s.note ? <span className="block text-sm text-muted">{s.note}</span> : null}
            </dt>
            <dd className="tabular-nums">{formatCents(s.cents, locale)}</dd>
          </div>
        ))}
        {totals.map((row) => {
          const label = t(row.label);
          return (
            <div
              key={label}
              className={`flex justify-between gap-4 px-4 py-2.5 ${row.strong ? 'font-semibold' : ''}`}
            >
              <dt className={row.strong ? '' : 'text-muted'}>{label}</dt>
              <dd className="tabular-nums">{money(row.cents)}</dd>
            </div>
          );
        })}
      </dl>
      {b.promotionEndsAt ? (
        <p className="mt-2 text-sm text-muted">
          {t('bookings.money.promotion', {
            date: formatTorontoDate(new Date(b.promotionEndsAt), locale),
          })}
        </p>
      ) : null}
      {b.viewer === 'artist' && b.payoutStatus === null ? (
        <p className="mt-2 text-sm text-muted">{t('bookings.money.noPayout')}</p>
      ) : null}
    </>
  );
}

/** Where a booking's map link goes: a home visit's pin when the viewer may see it, else a search. */
function placeMapUrl(b: BookingView): string | null {
  const pin = b.visit;
  if (pin && pin.lat !== null && pin.lng !== null) {
    return openStreetMapUrl({ lat: pin.lat, lng: pin.lng }, 17);
  }
  return b.street ? openStreetMapSearchUrl(b.street, b.postalCode) : null;
}

/**
 * Where it happens. A home visit's street, unit, buzzer and notes once the artist may read
 * them (she has accepted); before, its postal area and when she will see the rest.
 */
function Place({ booking: b }: { booking: BookingView }) {
  const t = useT();
  const host = b.place === 'toHome' ? b.customer : b.artist;
  const mine = (b.place === 'toHome') === (b.viewer === 'customer');
  const where = mine ? t('bookings.place.yours') : t('bookings.place.theirs', { name: host.name });
  const visit = b.visit;
  const map = placeMapUrl(b);
  const door = [
    visit?.unit ? t('bookings.place.unit', { unit: visit.unit }) : null,
    visit?.buzzer ? t('bookings.place.buzzer', { buzzer: visit.buzzer }) : null,
  ].filter(Boolean);
  return (
    <div className="flex flex-col gap-1">
      <p className="font-semibold">{where}</p>
      {visit && !visit.addressShown ? (
        <>
          <p>{t('bookings.place.area', { area: visit.postalArea ?? '', city: CITY })}</p>
          <p className="text-sm text-muted">{t('bookings.place.onceAccepted')}</p>
        </>
      ) : b.street ? (
        <p>
          {b.street}
          {b.postalCode ? `, ${b.postalCode}` : ''}, {CITY}
        </p>
      ) : (
        <p className="text-muted">{t('bookings.place.noStreet')}</p>
      )}
      {door.length ? <p className="text-sm">{door.join(' · ')}</p> : null}
      {b.descriptionAddress ? <p className="text-sm text-muted">{b.descriptionAddress}</p> : null}
      {map ? (
        <a
          href={map}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 self-start text-sm font-semibold text-blush-800 underline"
        >
          {t('bookings.place.map')}
          <ExternalLink aria-hidden className="size-3.5" />
          <span className="sr-only">{t('bookings.newTab')}</span>
        </a>
      ) : null}
    </div>
  );
}
