import { useParams } from 'react-router';
import { Container, LoadError, PageHeading } from '#client/components/ui/page.tsx';
import { useQuotedArtist } from '#client/features/events/api/request-quote.ts';
import { RequestQuoteForm } from '#client/features/events/components/request-quote-form.tsx';
import { useT } from '#client/lib/i18n.tsx';
import { usePageTitle } from '#client/lib/use-page-title.ts';

/** /events/request/:artistId: a customer asks an artist who takes events for a quote. */
export default function EventRequestPage() {
  const t = useT();
  const { artistId = '' } = useParams();
  const artist = useQuotedArtist(artistId);
  usePageTitle(t('events.request.title'));
  return (
    <Container narrow>
      <PageHeading
        title={t('events.request.title')}
        lead={artist.data ? t('events.request.lead', { name: artist.data.name.firstName }) : null}
      />
      {artist.isError ? <LoadError error={artist.error} /> : null}
      {artist.data?.takesEvents ? <RequestQuoteForm artist={artist.data} /> : null}
      {artist.data && !artist.data.takesEvents ? <p>{t('events.request.notTaking')}</p> : null}
    </Container>
  );
}
