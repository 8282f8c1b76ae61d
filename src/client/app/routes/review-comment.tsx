import { useParams } from 'react-router';
import { ButtonLink } from '#client/components/ui/button.tsx';
import { ComingNext } from '#client/components/ui/coming-next.tsx';
import { Container, PageHeading } from '#client/components/ui/page.tsx';
import { paths } from '#client/lib/paths.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';

export default function ReviewCommentPage() {
  usePageTitle('Write a review');
  const { userId = '' } = useParams();
  return (
    <Container narrow>
      <PageHeading title="Write a review" lead="Tell others how your service went." />
      <ComingNext>Reviews open soon.</ComingNext>
      <ButtonLink to={paths.artistProfile(userId)} variant="secondary" className="mt-6">
        Back to the artist
      </ButtonLink>
    </Container>
  );
}
