import { SettingsShell } from '#client/components/layouts/settings-shell.tsx';
import { ComingNext } from '#client/components/ui/coming-next.tsx';

export default function LocationPage() {
  return (
    <SettingsShell
      title="Location"
      lead="Where you work: your own place, your clients’ homes, or both."
    >
      <ComingNext>Location settings open with artist profiles.</ComingNext>
    </SettingsShell>
  );
}
