import { CITY } from '#shared/brand.ts';
import { addressShownToArtist } from '#shared/domain/bookings.ts';
import { openStreetMapSearchUrl, openStreetMapUrl } from '#shared/domain/maps.ts';
import { formatCents } from '#shared/domain/money.ts';
import { displayLines, quotedCart } from '#shared/domain/pricing.ts';
import { formatTorontoDateTime } from '#shared/domain/toronto-time.ts';
import { serverTranslator } from '#shared/i18n/catalogues.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import type { Translator } from '#shared/i18n/translator.ts';
import type { AppContext } from '../../context.ts';
import type { EmailLines } from '../../integrations/email/layout.ts';
import type { EmailAttachment, OutgoingEmail } from '../../integrations/email/mailer.ts';
import {
  brandedEmail,
  type LocalizedContent,
  type LocalizedWords,
} from '../../integrations/email/send-branded-email.ts';
import type { BookingRow } from './bookings.queries.ts';

export type Party = BookingRow['artist'];

type T = Translator['t'];
/** The English words, for the parts a letter not yet translated still asks for. */
const english = serverTranslator('en-CA').t;

/** A message to one party, for `sendTo`: words written in her language (`localLetter`). */
export interface Letter {
  to: Party;
  subject: string;
  content: LocalizedContent;
  attachments?: EmailAttachment[] | undefined;
}

/** A letter written by `words` in its recipient's language (her account's), subject included. */
export const localLetter = (
  to: Party,
  words: LocalizedWords,
  attachments?: EmailAttachment[],
): Letter => ({ to, subject: '', content: words, attachments });

/** The letters as messages; a deleted account gets none (its address is gone anyway). */
export function emailsOf(ctx: AppContext, letters: Letter[]): OutgoingEmail[] {
  return letters
    .filter(({ to }) => !to.deletedAt)
    .map(({ to, subject, content, attachments }) =>
      brandedEmail(
        ctx.env.PUBLIC_URL,
        { to: to.email, subject, locale: to.locale, ...(attachments ? { attachments } : {}) },
        content,
      ),
    );
}

/** Queues the letters (`emailsOf`), in one statement. */
export async function sendTo(ctx: AppContext, ...letters: Letter[]) {
  await ctx.jobs.sendEmail(emailsOf(ctx, letters), ctx.db);
}

export const nameOf = (p: Party) => `${p.firstName} ${p.lastName}`;

/** "When: Saturday, December 5, 2026 at 2:30 p.m. EST" */
export const whenOf = (row: BookingRow, locale: Locale = 'en-CA') =>
  formatTorontoDateTime(row.booking.appointmentAt, locale);

/** One line per service: "2 × Bridal Makeup: $160.00" (the calendar file's description). */
export function serviceLines(row: BookingRow, locale: Locale = 'en-CA'): string {
  const { t } = serverTranslator(locale);
  return row.booking.services
    .map((s) =>
      t('email.calendar.serviceLine', {
        quantity: s.quantity,
        service: s.typeOfService,
        amount: formatCents(s.amountCents * s.quantity, locale),
      }),
    )
    .join('\n');
}

const serviceRows = (row: BookingRow, locale: Locale): EmailLines['lines'] =>
  row.booking.services.map((s) => ({
    label: `${s.quantity} × ${s.typeOfService}`,
    amount: formatCents(s.amountCents * s.quantity, locale),
  }));

/**
 * What the customer pays, as checkout showed it: each service at its all-in price (noting the
 * booking fee it includes), HST on its own lines when it applies, and the total.
 */
export function customerMoney(
  row: BookingRow,
  t: T = english,
  locale: Locale = 'en-CA',
): EmailLines {
  const { booking } = row;
  const cart = quotedCart(booking);
  const money = (cents: number) => formatCents(cents, locale);
  // The services' lines as checkout's `displayLines` writes them, then HST apart.
  const services = displayLines(cart)
    .slice(0, cart.services.length)
    .map((line, i) => {
      const fee = cart.services[i]!.feeCents;
      return {
        label:
          fee > 0
            ? t('email.booking.lineWithFee', { line: line.label, fee: money(fee) })
            : line.label,
        amount: money(line.amountCents),
      };
    });
  const hst = [
    { label: t('email.booking.hstServices'), cents: cart.serviceHstCents },
    { label: t('email.booking.hstFee'), cents: cart.feeHstCents },
  ].filter((line) => line.cents > 0);
  return {
    lines: [
      ...services,
      ...hst.map((line) => ({ label: line.label, amount: money(line.cents) })),
      { label: t('email.booking.total'), amount: money(booking.totalCents), strong: true },
    ],
  };
}

/** The artist's side: services and subtotal, and once charged, the commission and the payout. */
export function artistMoney(
  row: BookingRow,
  share?: { commissionCents: number; payoutCents: number },
  t: T = english,
  locale: Locale = 'en-CA',
): EmailLines {
  const money = (cents: number) => formatCents(cents, locale);
  const subtotal = { label: t('email.booking.subtotal'), amount: money(row.booking.subtotalCents) };
  const split = share
    ? [
        {
          label: t('email.booking.commission'),
          amount: share.commissionCents ? `−${money(share.commissionCents)}` : money(0),
        },
        { label: t('email.booking.payout'), amount: money(share.payoutCents), strong: true },
      ]
    : [];
  return { lines: [...serviceRows(row, locale), { ...subtotal, strong: !share }, ...split] };
}

/** Who reads a booking's words: its customer, or its artist (who may not see the street yet). */
export type Reader = 'artist' | 'customer';

/** Whether `reader` may read this home visit's street, pin, unit and notes (decision 0039). */
const streetShown = (row: BookingRow, reader: Reader) =>
  reader === 'customer' || addressShownToArtist(row.booking.state);

/**
 * Where the service happens, in words: the customer's street, or, for an artist who has not
 * accepted, its postal area only; or the artist's studio.
 */
export function placeOf(row: BookingRow, reader: Reader, t: T = english): string {
  const { booking } = row;
  if (booking.place === 'toHome') {
    if (!streetShown(row, reader)) {
      return booking.placePostalArea
        ? t('email.booking.placeArea', { area: booking.placePostalArea, city: CITY })
        : t('email.booking.placeHidden', { city: CITY });
    }
    const note = booking.descriptionAddress ? ` (${booking.descriptionAddress})` : '';
    const unit = booking.placeUnit ? `${booking.placeUnit}-` : '';
    return t('email.booking.placeHome', {
      street: unit + (booking.street ?? ''),
      city: CITY,
      note,
    });
  }
  const postal = row.studioPostalCode ? ` ${row.studioPostalCode}` : '';
  return t('email.booking.placeStudio', {
    name: nameOf(row.artist),
    street: row.studioStreet ?? '',
    city: CITY,
    postal,
  });
}

/**
 * A map of the place: the customer's pin (a search for her street when a booking has none), or
 * for an artist who has not accepted, nothing closer than her postal area's search; or the
 * studio's street and postal code.
 */
export function mapLinkOf(row: BookingRow, reader: Reader): string {
  const { booking } = row;
  if (booking.place !== 'toHome') {
    return openStreetMapSearchUrl(row.studioStreet ?? '', row.studioPostalCode);
  }
  if (!streetShown(row, reader)) return openStreetMapSearchUrl('', booking.placePostalArea);
  const { placeLat: lat, placeLng: lng } = booking;
  return lat !== null && lng !== null
    ? openStreetMapUrl({ lat, lng }, 17)
    : openStreetMapSearchUrl(booking.street ?? '');
}

/** The summary both parties' messages start with; the money lines follow it. */
export function summaryOf(
  row: BookingRow,
  reader: Reader,
  t: T = english,
  locale: Locale = 'en-CA',
): string {
  return t('email.booking.summary', { when: whenOf(row, locale), where: placeOf(row, reader, t) });
}
