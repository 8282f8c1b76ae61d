import { SettingsShell } from '#client/components/layouts/settings-shell.tsx';
import { bookingExtras } from '#client/app/booking-extras.tsx';
import { BookingsPage } from '#client/features/bookings/components/bookings-page.tsx';
import { useT } from '#client/lib/i18n.tsx';

export default function CustomerBookingsPage() {
  const t = useT();
  return (
    <SettingsShell title={t('bookings.list')} lead={t('bookings.customerLead')}>
      <BookingsPage viewer="customer" extras={bookingExtras} />
    </SettingsShell>
  );
}
