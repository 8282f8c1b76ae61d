import { SettingsShell } from '#client/components/layouts/settings-shell.tsx';
import { ComingNext } from '#client/components/ui/coming-next.tsx';

export default function ServicesPage() {
  return (
    <SettingsShell title="Services" lead="What you offer and what it costs.">
      <ComingNext>Services open with artist profiles.</ComingNext>
    </SettingsShell>
  );
}
