/**
 * The booking state machine (docs/product.md "Bookings") as data: who may move a booking from
 * which state to which. The server checks every change against it; the lists show the same
 * actions it allows. State values are the spec's, spelling included; labels are spelled right.
 */
export const bookingStates = [
  'request',
  'accepted',
  'declined',
  'declined-user',
  'declined-posponed',
  'posponed',
  'completed',
  'no-show',
] as const;
export type BookingState = (typeof bookingStates)[number];

export const bookingStateLabels: Record<BookingState, string> = {
  request: 'Request',
  accepted: 'Accepted',
  declined: 'Declined',
  'declined-user': 'Cancelled',
  'declined-posponed': 'New time proposed',
  posponed: 'Rebooked',
  completed: 'Completed',
  'no-show': 'No-show',
};

/**
 * `system` is the job that declines requests left unanswered, and the one that calls off the
 * bookings of an account an admin blocked or that was deleted.
 */
export type BookingActor = 'artist' | 'customer' | 'system';

export interface BookingTransition {
  from: BookingState;
  to: BookingState;
  actor: BookingActor;
  /** What the person does, as the buttons name it. */
  action:
    | 'accept'
    | 'decline'
    | 'propose'
    | 'cancel'
    | 'rebook'
    | 'complete'
    | 'expire'
    | 'withdraw'
    | 'no-show';
}

export const bookingTransitions: readonly BookingTransition[] = [
  { from: 'request', to: 'accepted', actor: 'artist', action: 'accept' },
  { from: 'request', to: 'declined', actor: 'artist', action: 'decline' },
  { from: 'request', to: 'declined-posponed', actor: 'artist', action: 'propose' },
  { from: 'accepted', to: 'declined', actor: 'artist', action: 'decline' },
  { from: 'request', to: 'declined-user', actor: 'customer', action: 'cancel' },
  { from: 'accepted', to: 'declined-user', actor: 'customer', action: 'cancel' },
  // "Book this time": the customer turns the proposal into a new request; the old one is done.
  { from: 'declined-posponed', to: 'posponed', actor: 'customer', action: 'rebook' },
  // Completion is by code only (POST /book/complete), never by a plain state change.
  { from: 'accepted', to: 'completed', actor: 'artist', action: 'complete' },
  // The customer never came: from 15 minutes after the start (POST /book/no-show).
  { from: 'accepted', to: 'no-show', actor: 'artist', action: 'no-show' },
  { from: 'request', to: 'declined', actor: 'system', action: 'expire' },
  // A blocked or deleted account's upcoming booking is called off, free for the customer.
  { from: 'accepted', to: 'declined', actor: 'system', action: 'withdraw' },
];

export function findTransition(
  from: BookingState,
  to: BookingState,
  actor: BookingActor,
): BookingTransition | null {
  return (
    bookingTransitions.find((t) => t.from === from && t.to === to && t.actor === actor) ?? null
  );
}

/** What this party may do with a booking in this state. */
export function actionsFor(state: BookingState, actor: BookingActor): BookingTransition[] {
  return bookingTransitions.filter((t) => t.from === state && t.actor === actor);
}

/**
 * Navigation badges (spec §4): the artist counts requests; the customer, bookings with news —
 * neither a request, nor cancelled by them, nor completed (a finished visit is not news).
 */
export function countsForBadge(state: BookingState, viewer: 'artist' | 'customer'): boolean {
  return viewer === 'artist'
    ? state === 'request'
    : state !== 'request' &&
        state !== 'declined-user' &&
        state !== 'completed' &&
        state !== 'no-show';
}

const HOUR = 3_600_000;

/**
 * A request not answered within 24 hours, or by 2 hours before its start if sooner, expires
 * (decision 0035). A request made less than 2 hours ahead (an artist who takes bookings without
 * notice) can be answered until its start.
 */
export function requestDeadline(requestedAt: Date, appointmentAt: Date): Date {
  const dayLater = requestedAt.getTime() + 24 * HOUR;
  const twoHoursBefore = appointmentAt.getTime() - 2 * HOUR;
  const last = twoHoursBefore > requestedAt.getTime() ? twoHoursBefore : appointmentAt.getTime();
  return new Date(Math.min(dayLater, last));
}

/**
 * The artist may complete a service from its start, not before: a visit that has not begun
 * cannot have been given, and completing it charges the customer.
 */
export function completionOpensAt(appointmentAt: Date): Date {
  return new Date(appointmentAt.getTime());
}

/** How long after the start an artist waits before she may mark the customer as a no-show. */
export const NO_SHOW_AFTER_MINUTES = 15;

/** From when the artist may mark an accepted booking's customer as a no-show. */
export function noShowOpensAt(appointmentAt: Date): Date {
  return new Date(appointmentAt.getTime() + NO_SHOW_AFTER_MINUTES * 60_000);
}

/** How long the customer has to dispute a no-show through the help inbox. */
export const NO_SHOW_DISPUTE_HOURS = 48;

/** Until when a no-show marked at `markedAt` may be disputed. */
export function noShowDisputeEndsAt(markedAt: Date): Date {
  return new Date(markedAt.getTime() + NO_SHOW_DISPUTE_HOURS * HOUR);
}

/**
 * The states whose booking holds its time in the artist's calendar. A request or an accepted
 * booking holds it ahead; a completed visit or a no-show keeps the whole booked time, so a
 * visit finished early does not reopen the rest of its time to others. The slots API (server)
 * and the artist's week view (browser) both read this one rule, so they always agree.
 */
export const TIME_HOLDING_STATES = ['request', 'accepted', 'completed', 'no-show'] as const;

export function holdsTime(state: BookingState): boolean {
  return (TIME_HOLDING_STATES as readonly BookingState[]).includes(state);
}

/**
 * The states in which the artist reads a home visit's full address (street, pin, unit, buzzer,
 * notes): she has accepted it, as with phone numbers. Before that, and once it is called off,
 * she knows its postal area only, in every answer, e-mail and calendar file.
 */
export const ADDRESS_STATES = ['accepted', 'completed', 'no-show'] as const;

export function addressShownToArtist(state: BookingState): boolean {
  return (ADDRESS_STATES as readonly BookingState[]).includes(state);
}

/** A booking that is over: nothing more will happen at its time (its conversation has ended). */
export function hasEnded(state: BookingState): boolean {
  return !['request', 'accepted', 'declined-posponed'].includes(state);
}

/** Wrong codes allowed before a booking's completion locks, and for how long. */
export const CODE_ATTEMPTS = 5;
export const CODE_LOCK_MS = HOUR;

/** No look-alikes: no 0/O, 1/I/L. */
export const BOOKING_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const BOOKING_CODE_LENGTH = 6;

/** A booking code from a secure random source, each character equally likely. */
export function generateBookingCode(): string {
  const n = BOOKING_CODE_ALPHABET.length;
  const limit = 256 - (256 % n); // reject bytes that would favour the first characters
  let code = '';
  while (code.length < BOOKING_CODE_LENGTH) {
    for (const byte of crypto.getRandomValues(new Uint8Array(16))) {
      if (byte < limit && code.length < BOOKING_CODE_LENGTH)
        code += BOOKING_CODE_ALPHABET[byte % n];
    }
  }
  return code;
}

/** What the customer read out, as the server compares it: case and spaces do not matter. */
export function normaliseBookingCode(input: string): string {
  return input.replace(/[\s-]/g, '').toUpperCase();
}
