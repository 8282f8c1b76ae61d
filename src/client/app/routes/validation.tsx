import { SettingsShell } from '#client/components/layouts/settings-shell.tsx';
import { ComingNext } from '#client/components/ui/coming-next.tsx';

export default function ValidationPage() {
  return (
    <SettingsShell title="Qualification" lead="Gender, qualification and English level.">
      <ComingNext>Qualification settings open with artist profiles.</ComingNext>
    </SettingsShell>
  );
}
