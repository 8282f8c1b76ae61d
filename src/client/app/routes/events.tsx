import { Container, PageHeading } from '#client/components/ui/page.tsx';
import { EventList } from '#client/features/events/components/event-list.tsx';
import { useT } from '#client/lib/i18n.tsx';
import { usePageTitle } from '#client/lib/use-page-title.ts';

/** /events: the caller's weddings and events (requests, quotes, invitations). */
export default function EventsPage() {
  const t = useT();
  usePageTitle(t('events.list.title'));
  return (
    <Container narrow>
      <PageHeading title={t('events.list.title')} lead={t('events.list.lead')} />
      <EventList />
    </Container>
  );
}
