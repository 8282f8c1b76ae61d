import { Brush } from 'lucide-react';
import type { ReactNode } from 'react';
import type { OwnProfile } from '#shared/schemas/profile.ts';
import { ButtonLink } from '#client/components/ui/button.tsx';
import { Card, LoadError } from '#client/components/ui/page.tsx';
import { useMyProfile } from '#client/lib/my-profile.ts';
import { paths } from '#client/lib/paths.ts';

export function ProfileLoadError({ error, retry }: { error: unknown; retry: () => void }) {
  return <LoadError what="your profile" error={error} onRetry={retry} />;
}

/** What an artist screen shows to someone who has no artist profile yet. */
export function StartProfile() {
  return (
    <Card className="flex flex-col items-start gap-3">
      <span className="flex size-12 items-center justify-center rounded-full bg-blush-100 text-blush-700">
        <Brush aria-hidden className="size-6" />
      </span>
      <h2 className="text-xl font-semibold">You have no artist profile yet</h2>
      <p className="text-muted">
        Create one in seven short steps to show your work and get booked by clients in Toronto.
      </p>
      <ButtonLink to={paths.createProfile}>Start your artist profile</ButtonLink>
    </Card>
  );
}

/** Renders an artist screen with the signed-in user's profile, or says how to start one. */
export function MyProfileGate({ children }: { children: (profile: OwnProfile) => ReactNode }) {
  const profile = useMyProfile();
  if (profile.isPending) {
    return (
      <p className="text-muted" role="status">
        Loading your profile…
      </p>
    );
  }
  if (profile.isError) {
    return <ProfileLoadError error={profile.error} retry={() => void profile.refetch()} />;
  }
  return profile.data ? children(profile.data) : <StartProfile />;
}
