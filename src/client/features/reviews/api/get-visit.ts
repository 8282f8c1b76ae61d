import { useQuery } from '@tanstack/react-query';
import { ReviewVisit } from '#shared/schemas/review.ts';
import { api } from '#client/lib/api.ts';
import { reviewsKey } from './get-review.ts';

export const visitKey = (artistId: string, bookingId: string) =>
  [...reviewsKey, 'visit', artistId, bookingId] as const;

/** GET /review/{artistId}/visit/{bookingId}: may I review this visit, and what was it? */
export const useVisit = (artistId: string, bookingId: string, enabled: boolean) =>
  useQuery({
    queryKey: visitKey(artistId, bookingId),
    queryFn: async ({ signal }) =>
      ReviewVisit.parse(
        await api(
          `/review/${encodeURIComponent(artistId)}/visit/${encodeURIComponent(bookingId)}`,
          { signal },
        ),
      ),
    enabled,
  });
