import { useParams } from 'react-router';
import { Container, LoadError, PageHeading } from '#client/components/ui/page.tsx';
import { useEvent } from '#client/features/events/api/events.ts';
import { EventActions } from '#client/features/events/components/event-actions.tsx';
import { EventConversation } from '#client/features/events/components/event-conversation.tsx';
import {
  EventRequestCard,
  QuoteCard,
  QuoteHistory,
} from '#client/features/events/components/event-details.tsx';
import { InspirationPhotos } from '#client/features/events/components/inspiration-photos.tsx';
import { TeamChanges } from '#client/features/events/components/team-changes.tsx';
import { useT } from '#client/lib/i18n.tsx';
import { usePageTitle } from '#client/lib/use-page-title.ts';

/** /events/:eventId: the request, the current quote, and what the caller can do with it. */
export default function EventPage() {
  const t = useT();
  const { eventId = '' } = useParams();
  const event = useEvent(eventId);
  usePageTitle(t('events.page.title'));
  return (
    <Container narrow>
      <PageHeading
        title={t('events.page.title')}
        lead={
          event.data
            ? t('events.page.lead', {
                customer: event.data.customer.name,
                lead: event.data.lead.name,
              })
            : null
        }
      />
      {event.isError ? <LoadError error={event.error} title={t('events.page.loadError')} /> : null}
      {event.data ? (
        <div className="flex flex-col gap-6">
          <EventActions event={event.data} />
          <TeamChanges event={event.data} />
          {event.data.quote ? (
            <QuoteCard quote={event.data.quote} />
          ) : (
            <p className="text-muted">{t('events.page.waiting')}</p>
          )}
          <QuoteHistory event={event.data} />
          <EventRequestCard event={event.data} />
          <InspirationPhotos event={event.data} />
          <EventConversation eventId={event.data.id} />
        </div>
      ) : null}
    </Container>
  );
}
