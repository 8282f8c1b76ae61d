import { SettingsShell } from '#client/components/layouts/settings-shell.tsx';
import { ButtonLink } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/page.tsx';
import { MyProfileGate } from '#client/features/profile-editor/components/my-profile-gate.tsx';
import { ServicesEditor } from '#client/features/profile-editor/components/services-editor.tsx';
import { paths } from '#client/lib/paths.ts';

export default function ServicesPage() {
  return (
    <SettingsShell
      title="Services"
      lead="What you offer and what it costs. Your profile shows your lowest price."
    >
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
              Back
            </ButtonLink>
          </Card>
        )}
      </MyProfileGate>
    </SettingsShell>
  );
}
