import { ComingNext } from '#client/components/ui/coming-next.tsx';
import { Card, Container, PageHeading } from '#client/components/ui/page.tsx';
import { usePageTitle } from '#client/lib/use-page-title.ts';

export default function ResetPage() {
  usePageTitle('Choose a new password');
  return (
    <Container narrow>
      <Card className="mx-auto max-w-md">
        <PageHeading title="Choose a new password" lead="Use 6 to 128 characters." />
        <ComingNext>Password reset opens soon.</ComingNext>
      </Card>
    </Container>
  );
}
