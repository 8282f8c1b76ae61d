import { SettingsShell } from '#client/components/layouts/settings-shell.tsx';
import { Card } from '#client/components/ui/page.tsx';
import { PersonalInfoForm } from '#client/features/account/components/personal-info-form.tsx';
import { ProfileLinks } from '#client/features/profile-editor/components/profile-links.tsx';
import { ProfilePicturePicker } from '#client/features/profile-editor/components/profile-picture-picker.tsx';
import { useAuth } from '#client/resources/auth.tsx';
import { useT } from '#client/lib/i18n.tsx';

export default function PersonalInfoPage() {
  const t = useT();
  const { auth } = useAuth();
  const isArtist = auth.status === 'authenticated' && auth.user.profile;
  return (
    <SettingsShell title={t('settings.artist.info')} lead={t('settings.info.lead')}>
      <div className="flex flex-col gap-4">
        {isArtist ? (
          <Card>
            <h2 className="mb-4 text-xl font-semibold">{t('settings.info.picture')}</h2>
            <ProfilePicturePicker />
          </Card>
        ) : null}
        <Card>
          {auth.status === 'authenticated' ? (
            <PersonalInfoForm key={auth.user._id} user={auth.user} />
          ) : (
            <p className="text-muted" role="status">
              {t('settings.info.loading')}
            </p>
          )}
        </Card>
        {isArtist ? <ProfileLinks /> : null}
      </div>
    </SettingsShell>
  );
}
