import { Container, PageHeading } from '#client/components/ui/page.tsx';
import { ProfileWizard } from '#client/features/profile-editor/components/wizard.tsx';
import { useT } from '#client/lib/i18n.tsx';

export default function CreateProfilePage() {
  const t = useT();
  return (
    <Container narrow>
      <PageHeading title={t('wizard.pageTitle')} lead={t('wizard.lead')} />
      <ProfileWizard />
    </Container>
  );
}
