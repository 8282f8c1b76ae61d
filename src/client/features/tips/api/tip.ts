import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TipView } from '#shared/schemas/tips.ts';
import { api } from '#client/lib/api.ts';
import { bookingsKey } from '#client/resources/booking-badges.ts';

const tipKey = (bookingId: string) => [...bookingsKey, 'tip', bookingId] as const;
const tipPath = (bookingId: string) => `/payments/${encodeURIComponent(bookingId)}/tip`;

/** GET /payments/{bookingId}/tip: the choices (customer) or the tip received (artist). */
export const useTip = (bookingId: string) =>
  useQuery({
    queryKey: tipKey(bookingId),
    queryFn: async ({ signal }) => TipView.parse(await api(tipPath(bookingId), { signal })),
  });

/** POST /payments/{bookingId}/tip: charged at once, as its own charge. */
export function useAddTip(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (amountCents: number) =>
      TipView.parse(await api(tipPath(bookingId), { method: 'POST', body: { amountCents } })),
    onSuccess: (tip) => queryClient.setQueryData(tipKey(bookingId), tip),
  });
}
