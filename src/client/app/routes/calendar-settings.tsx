import { SettingsShell } from '#client/components/layouts/settings-shell.tsx';
import { Card } from '#client/components/ui/page.tsx';
import { CalendarSubscription } from '#client/features/calendar/components/calendar-subscription.tsx';

/** Settings → Calendar: one's bookings in the calendar app one already uses. */
export default function CalendarSettingsPage() {
  return (
    <SettingsShell title="Calendar" lead="Your bookings in your own calendar app.">
      <Card>
        <h2 className="mb-2 text-xl font-semibold">Calendar subscription</h2>
        <CalendarSubscription />
      </Card>
    </SettingsShell>
  );
}
