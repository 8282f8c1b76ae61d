import { SettingsShell } from '#client/components/layouts/settings-shell.tsx';
import { bookingExtras } from '#client/app/booking-extras.tsx';
import { BookingsPage } from '#client/features/bookings/components/bookings-page.tsx';
import { StartProfile } from '#client/features/profile-editor/components/my-profile-gate.tsx';
import { useAuth } from '#client/lib/auth.tsx';

export default function ArtistBookingsPage() {
  const { auth } = useAuth();
  return (
    <SettingsShell title="Bookings" lead="Requests and appointments from your clients.">
      {auth.status !== 'authenticated' ? (
        <p className="text-muted" role="status">
          Loading your bookings…
        </p>
      ) : auth.user.profile ? (
        <BookingsPage viewer="artist" extras={bookingExtras} />
      ) : (
        <StartProfile />
      )}
    </SettingsShell>
  );
}
