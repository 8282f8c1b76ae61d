import { SettingsShell } from '#client/components/layouts/settings-shell.tsx';
import { ButtonLink } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/page.tsx';
import { MyProfileGate } from '#client/features/profile-editor/components/my-profile-gate.tsx';
import { ServicesEditor } from '#client/features/profile-editor/components/services-editor.tsx';
import { paths } from '#client/lib/paths.ts';
import { useT } from '#client/lib/i18n.tsx';

export default function ServicesPage() {
  const t = useT();
  return (
    <SettingsShell title={t('settings.artist.services')} lead={t('settings.page.services')}>
      <MyProfileGate>
        {(profile) => (
          <Card>
            <ServicesEditor profile={profile} />
            {/* Each change saves at once, so mobile needs only the way back. */}
            <ButtonLink
              to={paths.profileSettings}
              variant="secondary"
              className="mt-6 w-full md:hidden"
            >
              {t('wizard.footer.back')}
            </ButtonLink>
          </Card>
        )}
      </MyProfileGate>
    </SettingsShell>
  );
}
