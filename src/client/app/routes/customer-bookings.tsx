import { SettingsShell } from '#client/components/layouts/settings-shell.tsx';
import { bookingExtras } from '#client/app/booking-extras.tsx';
import { BookingsPage } from '#client/features/bookings/components/bookings-page.tsx';

export default function CustomerBookingsPage() {
  return (
    <SettingsShell title="Bookings" lead="Your requests and appointments with artists.">
      <BookingsPage viewer="customer" extras={bookingExtras} />
    </SettingsShell>
  );
}
