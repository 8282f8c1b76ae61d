/**
 * A booking state's name in the reader's language (the English is the shared
 * `bookingStateLabels`): the bookings screens and the admin console's overview say the same.
 */
import type { BookingState } from '../domain/bookings.ts';
import type { MessageKey } from './translator.ts';

export const bookingStateKeys: Record<BookingState, MessageKey> = {
  request: 'bookings.state.request',
  accepted: 'bookings.state.accepted',
  declined: 'bookings.state.declined',
  'declined-user': 'bookings.state.cancelled',
  'declined-posponed': 'bookings.state.newTime',
  posponed: 'bookings.state.rebooked',
  completed: 'bookings.state.completed',
  'no-show': 'bookings.state.noShow',
};
