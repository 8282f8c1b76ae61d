import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '#shared/brand.ts';
import { SettingsShell } from '#client/components/layouts/settings-shell.tsx';
import { ButtonLink } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/page.tsx';
import { ArtistSettingsList } from '#client/features/profile-editor/components/artist-settings-list.tsx';
import { MyProfileGate } from '#client/features/profile-editor/components/my-profile-gate.tsx';
import { useAuth } from '#client/resources/auth.tsx';
import { paths } from '#client/lib/paths.ts';
import { useT } from '#client/lib/i18n.tsx';

export default function ProfileSettingsPage() {
  const t = useT();
  const { auth } = useAuth();
  const isArtist = auth.status === 'authenticated' && auth.user.profile;
  return (
    <SettingsShell
      title={t('wizard.complete.settings')}
      lead={t('settings.profile.lead', { product: PRODUCT_NAME })}
    >
      {isArtist ? (
        <MyProfileGate>{(profile) => <ArtistSettingsList profile={profile} />}</MyProfileGate>
      ) : (
        <CustomerProfileSettings />
      )}
    </SettingsShell>
  );
}

function CustomerProfileSettings() {
  const t = useT();
  return (
    <div className="flex flex-col gap-4">
      <Link
        to={paths.personalInfo}
        className="flex items-center justify-between gap-4 rounded-(--radius-card) border border-line bg-white p-5 hover:bg-blush-50 md:p-6"
      >
        <span>
          <span className="block font-semibold">{t('settings.artist.info')}</span>
          <span className="block text-sm text-muted">{t('settings.profile.infoText')}</span>
        </span>
        <ChevronRight aria-hidden className="size-5 shrink-0 text-muted" />
      </Link>
      <Card>
        <h2 className="mb-2 text-xl font-semibold">{t('settings.profile.artistTitle')}</h2>
        <p className="mb-4 text-muted">{t('settings.profile.artistText')}</p>
        <ButtonLink to={paths.createProfile} variant="secondary">
          {t('settings.profile.artistButton')}
        </ButtonLink>
      </Card>
    </div>
  );
}
