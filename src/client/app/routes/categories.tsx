import { SettingsShell } from '#client/components/layouts/settings-shell.tsx';
import { Card } from '#client/components/ui/page.tsx';
import { CategoriesForm } from '#client/features/profile-editor/components/categories-form.tsx';
import { MyProfileGate } from '#client/features/profile-editor/components/my-profile-gate.tsx';

export default function CategoriesPage() {
  return (
    <SettingsShell title="Categories" lead="The hair and makeup work you do.">
      <MyProfileGate>
        {(profile) => (
          <Card>
            <CategoriesForm profile={profile} />
          </Card>
        )}
      </MyProfileGate>
    </SettingsShell>
  );
}
