import type { BookingView } from '#shared/schemas/booking.ts';
import { HEALTH_NOTES_SHOWN_IN } from '#shared/domain/health-notes.ts';
import { BookingPhotosPanel } from '#client/features/booking-photos/components/booking-photos-panel.tsx';
import { BookingHealthNotes } from '#client/features/health-notes/components/booking-health-notes.tsx';
import { Conversation } from '#client/features/messages/components/conversation.tsx';
import { AlternativesPanel } from '#client/features/rescue/components/alternatives-panel.tsx';
import { TipPanel } from '#client/features/tips/components/tip-panel.tsx';

/**
 * What other features add to a booking's details, composed here because features do not
 * import each other: the customer's health notes (for the artist, once she accepted), the tip
 * and the visit's photos (once completed), the alternatives when it fell through, and the
 * conversation with the other party.
 */
export function bookingExtras(booking: BookingView) {
  return (
    <>
      {booking.viewer === 'artist' && HEALTH_NOTES_SHOWN_IN.includes(booking.state) ? (
        <BookingHealthNotes bookingId={booking._id} customerName={booking.customer.name} />
      ) : null}
      {booking.state === 'completed' ? <TipPanel bookingId={booking._id} /> : null}
      {booking.state === 'completed' ? (
        <BookingPhotosPanel
          bookingId={booking._id}
          viewer={booking.viewer}
          otherName={booking.viewer === 'artist' ? booking.customer.name : booking.artist.name}
        />
      ) : null}
      <AlternativesPanel booking={booking} />
      <Conversation bookingId={booking._id} state={booking.state} />
    </>
  );
}
