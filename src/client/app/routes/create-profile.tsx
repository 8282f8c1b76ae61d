import { Container, PageHeading } from '#client/components/ui/page.tsx';
import { ProfileWizard } from '#client/features/profile-editor/components/wizard.tsx';

export default function CreateProfilePage() {
  return (
    <Container narrow>
      <PageHeading
        title="Create your profile"
        lead="Seven short steps, and our team verifies your profile within 2 hours."
      />
      <ProfileWizard />
    </Container>
  );
}
