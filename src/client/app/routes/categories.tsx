import { SettingsShell } from '#client/components/layouts/settings-shell.tsx';
import { Card } from '#client/components/ui/page.tsx';
import { CategoriesForm } from '#client/features/profile-editor/components/categories-form.tsx';
import { MyProfileGate } from '#client/features/profile-editor/components/my-profile-gate.tsx';
import { useT } from '#client/lib/i18n.tsx';

export default function CategoriesPage() {
  const t = useT();
  return (
    <SettingsShell title={t('wizard.step.categories')} lead={t('settings.artist.categoriesText')}>
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
