import { useMutation, useQuery } from '@tanstack/react-query';
import type { EventRequestInput, EventView } from '#shared/schemas/events.ts';
import { api } from '#client/lib/api.ts';
import { artistProfileKey, fetchArtistProfile } from '#client/resources/artist-profile.ts';

/** The artist asked (her services are what the party may choose). */
export const useQuotedArtist = (artistId: string) =>
  useQuery({
    queryKey: artistProfileKey(artistId),
    queryFn: ({ signal }) => fetchArtistProfile(artistId, signal),
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
