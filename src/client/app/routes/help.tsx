import { Container, PageHeading, Card } from '#client/components/ui/page.tsx';
import { HelpForm } from '#client/features/help/components/help-form.tsx';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { useT } from '#client/lib/i18n.tsx';

export default function HelpPage() {
  const t = useT();
  usePageTitle(t('help.title'));
  return (
    <Container narrow>
      <PageHeading title={t('help.title')} lead={t('help.lead')} />
      <Card>
        <HelpForm />
      </Card>
    </Container>
  );
}
