import { SettingsShell } from '#client/components/layouts/settings-shell.tsx';
import { Card } from '#client/components/ui/page.tsx';
import { EducationEditor } from '#client/features/profile-editor/components/education-editor.tsx';
import { MyProfileGate } from '#client/features/profile-editor/components/my-profile-gate.tsx';
import { QualificationForm } from '#client/features/profile-editor/components/qualification-form.tsx';

export default function ValidationPage() {
  return (
    <SettingsShell title="Qualification" lead="Gender, qualification, English level and education.">
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
