import { Brush } from 'lucide-react';
import type { ReactNode } from 'react';
import type { OwnProfile } from '#shared/schemas/profile.ts';
import { ButtonLink } from '#client/components/ui/button.tsx';
import { Card, LoadError } from '#client/components/ui/page.tsx';
import { useT } from '#client/lib/i18n.tsx';
import { useMyProfile } from '#client/resources/my-profile.ts';
import { paths } from '#client/lib/paths.ts';

/**
 * The own profile is not there yet: "Loading…" while it (or `waiting`) comes, or why it could not
 * be loaded and "Try again".
 */
export function ProfileNotReady({
  profile,
  waiting = false,
}: {
  profile: Pick<ReturnType<typeof useMyProfile>, 'isError' | 'error' | 'refetch'>;
  waiting?: boolean;
}) {
  const t = useT();
  if (profile.isError && !waiting) {
    return (
      <LoadError
        title={t('wizard.loadFailed')}
        error={profile.error}
        onRetry={() => void profile.refetch()}
      />
    );
  }
  return (
    <p className="text-muted" role="status">
      {t('wizard.loading')}
    </p>
  );
}

/** What an artist screen shows to someone who has no artist profile yet. */
export function StartProfile() {
  const t = useT();
  return (
    <Card className="flex flex-col items-start gap-3">
      <span className="flex size-12 items-center justify-center rounded-full bg-blush-100 text-blush-700">
        <Brush aria-hidden className="size-6" />
      </span>
      <h2 className="text-xl font-semibold">{t('wizard.start.title')}</h2>
      <p className="text-muted">{t('wizard.start.text')}</p>
      <ButtonLink to={paths.createProfile}>{t('wizard.start.button')}</ButtonLink>
    </Card>
  );
}

/** Renders an artist screen with the signed-in user's profile, or says how to start one. */
export function MyProfileGate({ children }: { children: (profile: OwnProfile) => ReactNode }) {
  const profile = useMyProfile();
  if (profile.isPending || profile.isError) return <ProfileNotReady profile={profile} />;
  return profile.data ? children(profile.data) : <StartProfile />;
}
