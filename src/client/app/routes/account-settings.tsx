import { SettingsShell } from '#client/components/layouts/settings-shell.tsx';
import { ComingNext } from '#client/components/ui/coming-next.tsx';

export default function AccountSettingsPage() {
  return (
    <SettingsShell title="Account settings" lead="Your sign-in details and account.">
      <ComingNext>Changing your e-mail and deleting your account open soon.</ComingNext>
    </SettingsShell>
  );
}
