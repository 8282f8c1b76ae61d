import { SettingsShell } from '#client/components/layouts/settings-shell.tsx';
import { Card } from '#client/components/ui/page.tsx';
import { EducationEditor } from '#client/features/profile-editor/components/education-editor.tsx';
import { MyProfileGate } from '#client/features/profile-editor/components/my-profile-gate.tsx';
import { QualificationForm } from '#client/features/profile-editor/components/qualification-form.tsx';
import { useT } from '#client/lib/i18n.tsx';

export default function ValidationPage() {
  const t = useT();
  return (
    <SettingsShell title={t('wizard.step.qualification')} lead={t('settings.links.qualification')}>
      <MyProfileGate>
        {(profile) => (
          <Card>
            <QualificationForm profile={profile}>
              <EducationEditor profile={profile} />
            </QualificationForm>
          </Card>
        )}
      </MyProfileGate>
    </SettingsShell>
  );
}
