/** A booking's conversation (issue 19): the numbers and rules both sides use. */
import { TIME_ZONE } from '../brand.ts';
import type { Locale } from '../i18n/locales.ts';
import type { BookingState } from './bookings.ts';

export const MESSAGE_TEXT_MAX = 1000;
export const MESSAGE_PHOTOS_MAX = 3;
/** The conversation stays open this long after the appointment, then is read-only. */
export const CONVERSATION_OPEN_AFTER_MS = 14 * 24 * 3_600_000;
/** An unread message is e-mailed to its recipient after this long… */
export const UNREAD_EMAIL_DELAY_MS = 5 * 60_000;
/** …at most once per conversation and recipient in this window. */
export const UNREAD_EMAIL_GAP_MS = 60 * 60_000;
/** Who a deleted account's messages are from. */
export const FORMER_CLIENT = 'Former client';
export const FORMER_ARTIST = 'Former artist';
/**
 * What a masked phone number or e-mail address reads as. Masked when stored, it stays so once
 * the booking is accepted: from then on, new messages carry contact details as written.
 */
export const MASKED_CONTACT = '[contact details hidden]';

/** Whether the conversation still takes messages at `now`. */
export function conversationOpen(appointmentAt: Date, now: Date): boolean {
  return now.getTime() <= appointmentAt.getTime() + CONVERSATION_OPEN_AFTER_MS;
}

/** Contact details are shared only once the artist has accepted (docs/product.md "People and access"). */
export function contactsAllowed(state: BookingState): boolean {
  return state === 'accepted' || state === 'completed';
}

// An e-mail address, also spelled out to get past a filter: "ava @ example . com" (spaces on
// both sides of @ and the dots, so "is @ava.t" and "ava@mail.com. Parking" keep their words),
// "ava(at)mail(dot)com".
const emailPattern =
  /[\w.+-]+(?:@|\s+@\s+|\s*\(at\)\s*|\s*\[at\]\s*)[\w-]+(?:(?:\.|\s+\.\s+|\s*\(dot\)\s*|\s*\[dot\]\s*)[\w-]+)+/gi;
// A run of 7 or more digits, with the usual separators between them: "416 555 0199",
// "+1 (416) 555-0199", "4165550199", "555.0199".
const phonePattern = /\+?\(?\d(?:[\s().-]*\d){6,}/g;
// A date written with digits, which such a run may begin with: "2026-11-28", "11.28.2026".
const datePrefix = /^(?:\d{4}[-./]\d{1,2}[-./]\d{1,2}|\d{1,2}[-./]\d{1,2}[-./]\d{4})/;
const digitCount = (text: string) => text.replace(/\D/g, '').length;

/** The text with phone numbers and e-mail addresses replaced, for a booking not yet accepted. */
export function maskContacts(text: string): string {
  return text.replace(emailPattern, MASKED_CONTACT).replace(phonePattern, (digits) => {
    const date = datePrefix.exec(digits)?.[0] ?? '';
    return digitCount(digits.slice(date.length)) >= 7 ? MASKED_CONTACT : digits;
  });
}

const sentAtFormat = (locale: Locale) =>
  new Intl.DateTimeFormat(locale, {
    timeZone: TIME_ZONE,
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
const sentAtFormats = { 'en-CA': sentAtFormat('en-CA'), 'fr-CA': sentAtFormat('fr-CA') };

/**
 * "Nov 25, 2:30 p.m. EST" ("25 nov., 14 h 30 HNE"): when a message was sent, in Toronto time
 * with the zone named.
 */
export const formatSentAt = (instant: Date, locale: Locale = 'en-CA') =>
  sentAtFormats[locale].format(instant);
