import { SettingsShell } from '#client/components/layouts/settings-shell.tsx';
import { ComingNext } from '#client/components/ui/coming-next.tsx';

export default function MobilePage() {
  return (
    <SettingsShell title="Mobile" lead="Your Canadian mobile number.">
      <ComingNext>Mobile number settings open with artist profiles.</ComingNext>
    </SettingsShell>
  );
}
