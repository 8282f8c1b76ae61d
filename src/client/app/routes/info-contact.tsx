import { SettingsShell } from '#client/components/layouts/settings-shell.tsx';
import { ComingNext } from '#client/components/ui/coming-next.tsx';

export default function InfoContactPage() {
  return (
    <SettingsShell title="Contact info" lead="How clients and Blush reach you.">
      <ComingNext>Contact settings open with artist profiles.</ComingNext>
    </SettingsShell>
  );
}
