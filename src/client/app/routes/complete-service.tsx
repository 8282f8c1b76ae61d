import { useSearchParams } from 'react-router';
import { Container, PageHeading } from '#client/components/ui/page.tsx';
import { CompleteService } from '#client/features/bookings/components/complete-service.tsx';
import { StartProfile } from '#client/features/profile-editor/components/my-profile-gate.tsx';
import { useAuth } from '#client/resources/auth.tsx';
import { useT } from '#client/lib/i18n.tsx';
import { usePageTitle } from '#client/lib/use-page-title.ts';

export default function CompleteServicePage() {
  const t = useT();
  usePageTitle(t('bookings.completeService'));
  const { auth } = useAuth();
  const [params] = useSearchParams();
  return (
    <Container narrow>
      <PageHeading title={t('bookings.completeService')} lead={t('bookings.complete.lead')} />
      {auth.status !== 'authenticated' ? (
        <p className="text-muted" role="status">
          {t('bookings.loading')}
        </p>
      ) : auth.user.profile ? (
        <CompleteService chosenId={params.get('booking')} />
      ) : (
        <StartProfile />
      )}
    </Container>
  );
}
