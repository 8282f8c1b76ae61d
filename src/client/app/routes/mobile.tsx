import { SettingsShell } from '#client/components/layouts/settings-shell.tsx';
import { Card } from '#client/components/ui/page.tsx';
import { MobileForm } from '#client/features/profile-editor/components/mobile-form.tsx';
import { useAuth } from '#client/resources/auth.tsx';
import { useT } from '#client/lib/i18n.tsx';

export default function MobilePage() {
  const t = useT();
  const { auth } = useAuth();
  return (
    <SettingsShell title={t('settings.artist.mobile')} lead={t('settings.artist.mobileText')}>
      <Card>
        {auth.status === 'authenticated' ? (
          <MobileForm key={auth.user._id} user={auth.user} />
        ) : (
          <p className="text-muted" role="status">
            {t('settings.page.mobileLoading')}
          </p>
        )}
      </Card>
    </SettingsShell>
  );
}
