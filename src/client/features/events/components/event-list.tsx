import { Link } from 'react-router';
import { formatTorontoDateTime } from '#shared/domain/toronto-time.ts';
import type { EventView } from '#shared/schemas/events.ts';
import { EmptyState, LoadError } from '#client/components/ui/page.tsx';
import { useLocale, useT } from '#client/lib/i18n.tsx';
import { paths } from '#client/lib/paths.ts';
import { useEvents } from '../api/events.ts';
import { eventStateKeys, eventTypeKeys } from './event-labels.ts';

/** The caller's weddings and events (as customer, lead or assistant), each to its page. */
export function EventList() {
  const t = useT();
  const events = useEvents();
  if (events.isError) return <LoadError error={events.error} title={t('events.list.loadError')} />;
  if (!events.data) return null;
  if (events.data.length === 0) return <EmptyState message={t('events.list.empty')} />;
  return (
    <ul className="flex flex-col gap-3">
      {events.data.map((event) => (
        <EventRow key={event.id} event={event} />
      ))}
    </ul>
  );
}

function EventRow({ event }: { event: EventView }) {
  const t = useT();
  const locale = useLocale();
  return (
    <li className="rounded-(--radius-card) border border-line bg-white p-4">
      <Link to={paths.event(event.id)} className="font-semibold text-blush-800 underline">
        {t(eventTypeKeys[event.eventType])} ·{' '}
        {formatTorontoDateTime(new Date(event.readyBy), locale)}
      </Link>
      <p className="text-sm text-muted">
        {t('events.page.lead', { customer: event.customer.name, lead: event.lead.name })}
      </p>
      <p className="text-sm">{t(eventStateKeys[event.state])}</p>
    </li>
  );
}
