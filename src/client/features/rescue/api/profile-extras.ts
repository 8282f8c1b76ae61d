import { useMutation, useQuery } from '@tanstack/react-query';
import type { ResponseTime, WaitlistAnswer, WaitlistInput } from '#shared/schemas/rescue.ts';
import { api } from '#client/lib/api.ts';
import { fetchSlots, slotsKey } from '#client/resources/slots.ts';

/*
 * What a public profile asks of the rescue wing. Typed, not parsed: the profile's first load
 * carries no zod (its budget in scripts/js-budget.ts), as the profile's own fetchers do.
 */

/** POST /waitlist */
export const useJoinWaitlist = () =>
  useMutation({
    mutationFn: (input: WaitlistInput) =>
      api<WaitlistAnswer>('/waitlist', { method: 'POST', body: input }),
  });

/** Whether one day has any free time for her (GET /availability/{artistId}, that day only). */
export const useFreeTimesOn = (artistId: string, day: string | null, minutes: number) => {
  const query = { from: day ?? '', to: day ?? '', minutes };
  return useQuery({
    queryKey: [...slotsKey(artistId), query] as const,
    enabled: Boolean(day),
    queryFn: ({ signal }) => fetchSlots(artistId, query, signal),
  });
};

/** GET /artists/{artistId}/response-time */
export const useResponseTime = (artistId: string) =>
  useQuery({
    queryKey: ['response-time', artistId],
    queryFn: ({ signal }) =>
      api<ResponseTime>(`/artists/${encodeURIComponent(artistId)}/response-time`, { signal }),
  });
