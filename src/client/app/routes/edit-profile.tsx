import { SettingsShell } from '#client/components/layouts/settings-shell.tsx';
import { ComingNext } from '#client/components/ui/coming-next.tsx';

export default function EditProfilePage() {
  return (
    <SettingsShell title="Edit profile" lead="Your bio, profession and Instagram.">
      <ComingNext>Profile editing opens with artist profiles.</ComingNext>
    </SettingsShell>
  );
}
