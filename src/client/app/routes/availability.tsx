import { SettingsShell } from '#client/components/layouts/settings-shell.tsx';
import { Card } from '#client/components/ui/page.tsx';
import { SchedulePanel } from '#client/features/profile-editor/components/schedule-editor.tsx';

export default function AvailabilityPage() {
  return (
    <SettingsShell
      title="Availability"
      lead="When customers can book you: only these free times are offered at checkout."
    >
      <Card>
        <SchedulePanel />
      </Card>
    </SettingsShell>
  );
}
