import { CredentialBadges } from '#client/components/credential-badges.tsx';
import { useArtistBadges } from '../api/get-artist-badges.ts';

/** The profile's badges ("Insured · until March 2027"), once they have loaded. */
export function ArtistBadges({ userId }: { userId: string }) {
  const badges = useArtistBadges(userId);
  return <CredentialBadges badges={badges.data?.badges ?? []} className="mt-2" />;
}
