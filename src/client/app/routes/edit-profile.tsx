import { SettingsShell } from '#client/components/layouts/settings-shell.tsx';
import { Card } from '#client/components/ui/page.tsx';
import { BioForm } from '#client/features/profile-editor/components/bio-form.tsx';
import { MyProfileGate } from '#client/features/profile-editor/components/my-profile-gate.tsx';

export default function EditProfilePage() {
  return (
    <SettingsShell title="Bio" lead="Your profession, bio and Instagram.">
      <MyProfileGate>
        {(profile) => (
          <Card>
            <BioForm profile={profile} />
          </Card>
        )}
      </MyProfileGate>
    </SettingsShell>
  );
}
