import { SettingsShell } from '#client/components/layouts/settings-shell.tsx';
import { Card } from '#client/components/ui/page.tsx';
import { LocationForm } from '#client/features/profile-editor/components/location-form.tsx';
import { ServiceAreaForm } from '#client/features/profile-editor/components/service-area-form.tsx';
import { MyProfileGate } from '#client/features/profile-editor/components/my-profile-gate.tsx';

export default function LocationPage() {
  return (
    <SettingsShell
      title="Location"
      lead="When you are available, and where you work: your own place, your clients’ homes, or both."
    >
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
