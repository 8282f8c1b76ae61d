import { useSearchParams } from 'react-router';
import { Container, PageHeading } from '#client/components/ui/page.tsx';
import { CompleteService } from '#client/features/bookings/components/complete-service.tsx';
import { StartProfile } from '#client/features/profile-editor/components/my-profile-gate.tsx';
import { useAuth } from '#client/lib/auth.tsx';
import { usePageTitle } from '#client/lib/use-page-title.ts';

export default function CompleteServicePage() {
  usePageTitle('Complete a service');
  const { auth } = useAuth();
  const [params] = useSearchParams();
  return (
    <Container narrow>
      <PageHeading
        title="Complete a service"
        lead="Enter the 6-character booking code your client gives you to complete the service and get paid."
      />
      {auth.status !== 'authenticated' ? (
        <p className="text-muted" role="status">
          Loading your bookings…
        </p>
      ) : auth.user.profile ? (
        <CompleteService chosenId={params.get('booking')} />
      ) : (
        <StartProfile />
      )}
    </Container>
  );
}
