import { useQuery } from '@tanstack/react-query';
import { HstThresholdView } from '#shared/schemas/tax.ts';
import { api } from '#client/lib/api.ts';

/** GET /tax/hst-threshold: her taxable sales against the small-supplier threshold. */
export const useHstThreshold = () =>
  useQuery({
    queryKey: ['tax', 'hst-threshold'],
    queryFn: async ({ signal }) =>
      HstThresholdView.parse(await api('/tax/hst-threshold', { signal })),
  });
