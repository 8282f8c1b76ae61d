import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ScheduleSaved, ScheduleView, type ScheduleInput } from '#shared/schemas/availability.ts';
import { api } from '#client/lib/api.ts';

export const scheduleKey = ['availability', 'mine'] as const;

/**
 * GET /availability: the artist's own schedule (overrides that are over left out), for
 * Settings → Availability and the bookings' week view.
 */
export const fetchSchedule = async (signal?: AbortSignal) =>
  ScheduleView.parse(await api('/availability', signal ? { signal } : {}));

export const useSchedule = () =>
  useQuery({ queryKey: scheduleKey, queryFn: ({ signal }) => fetchSchedule(signal) });

/**
 * PUT /availability: the whole schedule; the server answers it as stored, with the bookings
 * still to come that it leaves outside the hours.
 */
export const saveSchedule = async (input: ScheduleInput) =>
  ScheduleSaved.parse(await api('/availability', { method: 'PUT', body: input }));

export function useSaveSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSchedule,
    onSuccess: (saved) => queryClient.setQueryData(scheduleKey, saved.schedule),
  });
}
