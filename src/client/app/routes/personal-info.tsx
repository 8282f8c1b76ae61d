import { SettingsShell } from '#client/components/layouts/settings-shell.tsx';
import { Card } from '#client/components/ui/page.tsx';
import { PersonalInfoForm } from '#client/features/account/components/personal-info-form.tsx';
import { useAuth } from '#client/lib/auth.tsx';

export default function PersonalInfoPage() {
  const { auth } = useAuth();
  return (
    <SettingsShell title="Profile info" lead="Your name and how we reach you.">
      <Card>
        {auth.status === 'authenticated' ? (
          <PersonalInfoForm key={auth.user._id} user={auth.user} />
        ) : (
          <p className="text-muted" role="status">
            Loading your details…
          </p>
        )}
      </Card>
    </SettingsShell>
  );
}
