import { SettingsShell } from '#client/components/layouts/settings-shell.tsx';
import { Card } from '#client/components/ui/page.tsx';
import { LocationForm } from '#client/features/profile-editor/components/location-form.tsx';
import { ServiceAreaForm } from '#client/features/profile-editor/components/service-area-form.tsx';
import { MyProfileGate } from '#client/features/profile-editor/components/my-profile-gate.tsx';
import { useT } from '#client/lib/i18n.tsx';

export default function LocationPage() {
  const t = useT();
  return (
    <SettingsShell title={t('settings.location.title')} lead={t('settings.location.lead')}>
      <MyProfileGate>
        {(profile) => (
          <>
            <Card>
              <LocationForm profile={profile} />
            </Card>
            {profile.delivery ? (
              <Card>
                <ServiceAreaForm />
              </Card>
            ) : null}
          </>
        )}
      </MyProfileGate>
    </SettingsShell>
  );
}
