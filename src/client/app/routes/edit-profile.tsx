import { SettingsShell } from '#client/components/layouts/settings-shell.tsx';
import { Card } from '#client/components/ui/page.tsx';
import { BioForm } from '#client/features/profile-editor/components/bio-form.tsx';
import { MyProfileGate } from '#client/features/profile-editor/components/my-profile-gate.tsx';
import { useT } from '#client/lib/i18n.tsx';

export default function EditProfilePage() {
  const t = useT();
  return (
    <SettingsShell title={t('wizard.step.bio')} lead={t('settings.page.bio')}>
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
