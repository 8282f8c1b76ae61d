import { SettingsShell } from '#client/components/layouts/settings-shell.tsx';
import { Card } from '#client/components/ui/page.tsx';
import { EventsSetting } from '#client/features/events/components/events-setting.tsx';
import { SchedulePanel } from '#client/features/profile-editor/components/schedule-editor.tsx';
import { useT } from '#client/lib/i18n.tsx';

export default function AvailabilityPage() {
  const t = useT();
  return (
    <SettingsShell title={t('settings.menu.availability')} lead={t('settings.page.availability')}>
      <Card>
        <SchedulePanel />
      </Card>
      <Card>
        <EventsSetting />
      </Card>
    </SettingsShell>
  );
}
