import type { BookingView } from '#shared/schemas/booking.ts';
import { Conversation } from '#client/features/messages/components/conversation.tsx';

/**
 * What other features add to a booking's details, composed here because features do not
 * import each other: the conversation with the other party.
 */
export function bookingExtras(booking: BookingView) {
  return <Conversation bookingId={booking._id} />;
}
