import { useMutation, useQuery } from '@tanstack/react-query';
import type { EventRequestInput, EventView } from '#shared/schemas/events.ts';
import type { PublicProfile } from '#shared/schemas/profile.ts';
import { api } from '#client/lib/api.ts';

/** GET /profile/:id: the artist asked (her services are what the party may choose). */
export const useQuotedArtist = (artistId: string) =>
  useQuery({
    queryKey: ['artist-profile', artistId],
    queryFn: ({ signal }) =>
      api<PublicProfile>(`/profile/${encodeURIComponent(artistId)}`, { signal }),
  });

/** POST /events/requests/:artistId: the customer's request for a quote (decision 0042). */
export const useRequestQuote = (artistId: string) =>
  useMutation({
    mutationFn: (input: EventRequestInput) =>
      api<EventView>(`/events/requests/${encodeURIComponent(artistId)}`, {
        method: 'POST',
        body: input,
      }),
  });
