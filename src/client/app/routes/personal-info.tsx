import { SettingsShell } from '#client/components/layouts/settings-shell.tsx';
import { Card } from '#client/components/ui/page.tsx';
import { useAuth } from '#client/lib/auth.tsx';

export default function PersonalInfoPage() {
  const { auth } = useAuth();
  return (
    <SettingsShell title="Profile info" lead="Your name and how we reach you.">
      <Card>
        {auth.status === 'authenticated' ? (
          <dl className="grid gap-4 sm:grid-cols-2">
            <div>
              <dt className="text-sm text-muted">First name</dt>
              <dd className="font-medium">{auth.user.firstName}</dd>
            </div>
            <div>
              <dt className="text-sm text-muted">Last name</dt>
              <dd className="font-medium">{auth.user.lastName}</dd>
            </div>
            <div className="sm:col-span-2">
              <dt className="text-sm text-muted">E-mail</dt>
              <dd className="font-medium">{auth.user.email}</dd>
            </div>
          </dl>
        ) : (
          <p className="text-muted" role="status">
            Loading your details…
          </p>
        )}
      </Card>
    </SettingsShell>
  );
}
