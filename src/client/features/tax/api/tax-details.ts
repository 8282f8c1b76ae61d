import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TaxDetailsView, type TaxDetailsInput } from '#shared/schemas/tax.ts';
import { api } from '#client/lib/api.ts';

export const taxDetailsKey = ['tax', 'details'] as const;

/** GET /tax-details: complete or not, the number masked; never the details themselves. */
export const useTaxDetails = (enabled = true) =>
  useQuery({
    queryKey: taxDetailsKey,
    queryFn: async ({ signal }) => TaxDetailsView.parse(await api('/tax-details', { signal })),
    enabled,
  });

/** PUT /tax-details: replaces them all. */
export function useSaveTaxDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TaxDetailsInput) =>
      TaxDetailsView.parse(await api('/tax-details', { method: 'PUT', body: input })),
    onSuccess: (view) => queryClient.setQueryData(taxDetailsKey, view),
  });
}
