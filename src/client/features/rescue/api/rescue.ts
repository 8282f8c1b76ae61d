import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BookAlternativeAnswer, RescueOverview, RescueView } from '#shared/schemas/rescue.ts';
import { api } from '#client/lib/api.ts';
import { bookingsKey } from '#client/resources/booking-badges.ts';

const rescueKey = (bookingId: string) => [...bookingsKey, 'rescue', bookingId] as const;
const rescuePath = (bookingId: string) => `/rescue/${encodeURIComponent(bookingId)}`;

/** GET /rescue/{bookingId}: the alternatives; asked again while they are being looked for. */
export const useRescue = (bookingId: string, enabled: boolean) =>
  useQuery({
    queryKey: rescueKey(bookingId),
    enabled,
    queryFn: async ({ signal }) => RescueView.parse(await api(rescuePath(bookingId), { signal })),
    refetchInterval: (query) => (query.state.data && !query.state.data.ready ? 2000 : false),
  });

/** POST /rescue/{bookingId}/book: one tap books the alternative as offered. */
export function useBookAlternative(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (artistId: string) =>
      BookAlternativeAnswer.parse(
        await api(`${rescuePath(bookingId)}/book`, {
          method: 'POST',
          body: { artistId, idempotencyKey: crypto.randomUUID() },
        }),
      ),
    // A time just gone: the server refreshed the list; either way the bookings changed.
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingsKey }),
  });
}

/** GET /admin/rescue */
export const useRescueOverview = () =>
  useQuery({
    queryKey: ['admin', 'rescue'],
    queryFn: async ({ signal }) => RescueOverview.parse(await api('/admin/rescue', { signal })),
  });
