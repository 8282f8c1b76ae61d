import { SettingsShell } from '#client/components/layouts/settings-shell.tsx';
import { ComingNext } from '#client/components/ui/coming-next.tsx';

export default function ProfileSettingsPage() {
  return (
    <SettingsShell title="Profile settings" lead="Your public artist profile.">
      <ComingNext>Artist profiles open soon.</ComingNext>
    </SettingsShell>
  );
}
