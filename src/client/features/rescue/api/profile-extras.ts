import { useMutation, useQuery } from '@tanstack/react-query';
import type { SlotAnswer } from '#shared/schemas/availability.ts';
import type { ResponseTime, WaitlistAnswer, WaitlistInput } from '#shared/schemas/rescue.ts';
import { api } from '#client/lib/api.ts';

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

/** GET /availability/{artistId} for one day: whether it has any free time. */
export const useFreeTimesOn = (artistId: string, day: string | null, minutes: number) =>
  useQuery({
    queryKey: ['availability', artistId, day, minutes],
    enabled: Boolean(day),
    queryFn: ({ signal }) =>
      api<SlotAnswer>(
        `/availability/${encodeURIComponent(artistId)}?from=${day}&to=${day}&minutes=${minutes}`,
        { signal },
      ),
  });

/** GET /artists/{artistId}/response-time */
export const useResponseTime = (artistId: string) =>
  useQuery({
    queryKey: ['response-time', artistId],
    queryFn: ({ signal }) =>
      api<ResponseTime>(`/artists/${encodeURIComponent(artistId)}/response-time`, { signal }),
  });
