import { SettingsShell } from '#client/components/layouts/settings-shell.tsx';
import { ContactSettings } from '#client/features/profile-editor/components/contact-settings.tsx';
import { MyProfileGate } from '#client/features/profile-editor/components/my-profile-gate.tsx';

export default function InfoContactPage() {
  return (
    <SettingsShell title="Contact info" lead="How clients reach you.">
      <MyProfileGate>{(profile) => <ContactSettings profile={profile} />}</MyProfileGate>
    </SettingsShell>
  );
}
