import { SettingsShell } from '#client/components/layouts/settings-shell.tsx';
import { bookingExtras } from '#client/app/booking-extras.tsx';
import { BookingsPage } from '#client/features/bookings/components/bookings-page.tsx';
import { StartProfile } from '#client/features/profile-editor/components/my-profile-gate.tsx';
import { useAuth } from '#client/resources/auth.tsx';
import { useT } from '#client/lib/i18n.tsx';

export default function ArtistBookingsPage() {
  const t = useT();
  const { auth } = useAuth();
  return (
    <SettingsShell title={t('bookings.list')} lead={t('bookings.artistLead')}>
      {auth.status !== 'authenticated' ? (
        <p className="text-muted" role="status">
          {t('bookings.loading')}
        </p>
      ) : auth.user.profile ? (
        <BookingsPage viewer="artist" extras={bookingExtras} />
      ) : (
        <StartProfile />
      )}
    </SettingsShell>
  );
}
