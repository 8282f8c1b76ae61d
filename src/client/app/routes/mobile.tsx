import { SettingsShell } from '#client/components/layouts/settings-shell.tsx';
import { Card } from '#client/components/ui/page.tsx';
import { MobileForm } from '#client/features/profile-editor/components/mobile-form.tsx';
import { useAuth } from '#client/lib/auth.tsx';

export default function MobilePage() {
  const { auth } = useAuth();
  return (
    <SettingsShell title="Mobile" lead="Your Canadian mobile number.">
      <Card>
        {auth.status === 'authenticated' ? (
          <MobileForm key={auth.user._id} user={auth.user} />
        ) : (
          <p className="text-muted" role="status">
            Loading your number…
          </p>
        )}
      </Card>
    </SettingsShell>
  );
}
