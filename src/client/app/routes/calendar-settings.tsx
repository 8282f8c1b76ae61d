import { SettingsShell } from '#client/components/layouts/settings-shell.tsx';
import { Card } from '#client/components/ui/page.tsx';
import { CalendarSubscription } from '#client/features/calendar/components/calendar-subscription.tsx';
import { useT } from '#client/lib/i18n.tsx';

/** Settings → Calendar: one's bookings in the calendar app one already uses. */
export default function CalendarSettingsPage() {
  const t = useT();
  return (
    <SettingsShell title={t('settings.calendar.title')} lead={t('settings.calendar.lead')}>
      <Card>
        <h2 className="mb-2 text-xl font-semibold">{t('settings.calendar.subscription')}</h2>
        <CalendarSubscription />
      </Card>
    </SettingsShell>
  );
}
