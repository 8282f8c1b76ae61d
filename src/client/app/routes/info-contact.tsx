import { SettingsShell } from '#client/components/layouts/settings-shell.tsx';
import { ContactSettings } from '#client/features/profile-editor/components/contact-settings.tsx';
import { MyProfileGate } from '#client/features/profile-editor/components/my-profile-gate.tsx';
import { useT } from '#client/lib/i18n.tsx';

export default function InfoContactPage() {
  const t = useT();
  return (
    <SettingsShell title={t('settings.artist.contact')} lead={t('settings.artist.contactText')}>
      <MyProfileGate>{(profile) => <ContactSettings profile={profile} />}</MyProfileGate>
    </SettingsShell>
  );
}
