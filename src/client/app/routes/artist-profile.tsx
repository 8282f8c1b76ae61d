import { useParams } from 'react-router';
import { ArtistProfile } from '#client/features/artist-profile/components/artist-profile.tsx';

export default function ArtistProfilePage() {
  const { id = '' } = useParams();
  // Keyed by id: moving from one artist to another starts from a clean page (lightbox, filter).
  return <ArtistProfile key={id} artistId={id} />;
}
