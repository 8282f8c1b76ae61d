import { Container, PageHeading, Card } from '#client/components/ui/page.tsx';
import { HelpForm } from '#client/features/help/components/help-form.tsx';
import { usePageTitle } from '#client/lib/use-page-title.ts';

export default function HelpPage() {
  usePageTitle('Help Center');
  return (
    <Container narrow>
      <PageHeading
        title="Help Center"
        lead="Tell us what happened and we will get back to you by e-mail, usually within one business day."
      />
      <Card>
        <HelpForm />
      </Card>
    </Container>
  );
}
