import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { HealthNotesAnswer, type HealthNotesInput } from '#shared/schemas/health-notes.ts';
import { api } from '#client/lib/api.ts';

/**
 * The signed-in customer's health notes (decision 0041), read by Settings → Health notes and
 * by the checkout of a service that asks them. Never kept past the page (no persisted cache).
 */
export const healthNotesKey = ['health-notes', 'own'] as const;
export const bookingHealthNotesKey = (bookingId: string) =>
  ['health-notes', 'booking', bookingId] as const;

/** GET /health-notes: her answers, or null. */
export const useHealthNotes = (enabled = true) =>
  useQuery({
    queryKey: healthNotesKey,
    queryFn: async ({ signal }) =>
      HealthNotesAnswer.parse(await api('/health-notes', { signal })).notes,
    enabled,
    staleTime: 0,
  });

/** PUT /health-notes: her answers replace the last ones; the cache takes the server's. */
export function useSaveHealthNotes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: HealthNotesInput) =>
      HealthNotesAnswer.parse(await api('/health-notes', { method: 'PUT', body: input })).notes,
    onSuccess: (notes) => queryClient.setQueryData(healthNotesKey, notes),
  });
}

/** DELETE /health-notes. */
export function useDeleteHealthNotes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api('/health-notes', { method: 'DELETE' }),
    onSuccess: () => queryClient.setQueryData(healthNotesKey, null),
  });
}

/** GET /health-notes/bookings/{id}: a booking's notes, for its artist once she accepted. */
export const useBookingHealthNotes = (bookingId: string) =>
  useQuery({
    queryKey: bookingHealthNotesKey(bookingId),
    queryFn: async ({ signal }) =>
      HealthNotesAnswer.parse(
        await api(`/health-notes/bookings/${encodeURIComponent(bookingId)}`, { signal }),
      ).notes,
    staleTime: 0,
  });
