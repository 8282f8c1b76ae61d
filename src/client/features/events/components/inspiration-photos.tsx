import { ImagePlus } from 'lucide-react';
import { useState } from 'react';
import { MAX_EVENT_PHOTOS } from '#shared/schemas/event-conversation.ts';
import type { EventView } from '#shared/schemas/events.ts';
import { Card } from '#client/components/ui/page.tsx';
import { errorMessage } from '#client/lib/forms.ts';
import { useT } from '#client/lib/i18n.tsx';
import { useAuth } from '#client/resources/auth.tsx';
import { useAddEventPhotos, useEventPhotos } from '../api/event-conversation.ts';

const open: readonly EventView['state'][] = ['requested', 'quoted', 'accepted_unpaid', 'accepted'];

/**
 * The customer's inspiration photos (decision 0042): shown to her, her lead and the team; she
 * adds up to 6, checked by the server as booking photos are.
 */
export function InspirationPhotos({ event }: { event: EventView }) {
  const t = useT();
  const { auth } = useAuth();
  const eventId = event.id;
  const mayAdd = auth.user?._id === event.customer.id && open.includes(event.state);
  const photos = useEventPhotos(eventId);
  const add = useAddEventPhotos(eventId);
  const [error, setError] = useState<string>();
  const list = photos.data?.photos ?? [];
  const room = MAX_EVENT_PHOTOS - list.length;
  if (!photos.data || (list.length === 0 && !mayAdd)) return null;
  return (
    <Card>
      <h2 className="mb-1 text-xl font-semibold">{t('events.photos.title')}</h2>
      {mayAdd ? (
        <p className="mb-3 text-sm text-muted">
          {t('events.photos.lead', { max: MAX_EVENT_PHOTOS })}
        </p>
      ) : null}
      {list.length > 0 ? (
        <ul className="mb-3 grid grid-cols-3 gap-2">
          {list.map((p, i) => (
            <li key={p.id}>
              <a href={p.src} target="_blank" rel="noreferrer">
                <img
                  src={p.src}
                  width={p.width}
                  height={p.height}
                  alt={t('events.photos.alt', { n: i + 1 })}
                  className="aspect-square w-full rounded-lg object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {mayAdd && room > 0 ? (
        <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-line bg-white px-4 text-sm font-semibold focus-within:outline-2 focus-within:outline-blush-700">
          <ImagePlus aria-hidden className="size-4" />
          {t(add.isPending ? 'events.photos.adding' : 'events.photos.add')}
          <input
            type="file"
            accept="image/png,image/jpeg,image/gif"
            multiple
            className="sr-only"
            disabled={add.isPending}
            onChange={(e) => {
              const picked = [...(e.target.files ?? [])];
              e.target.value = '';
              if (picked.length > room) {
                setError(t('events.photos.tooMany', { max: MAX_EVENT_PHOTOS }));
                return;
              }
              setError(undefined);
              add.mutate(picked, { onError: (err) => setError(errorMessage(err)) });
            }}
          />
        </label>
      ) : null}
      {error ? (
        <p role="alert" className="mt-2 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </Card>
  );
}
