import { useQuery, useQueryClient } from '@tanstack/react-query';
import { TaxReturnPreflight, TaxStatement } from '#shared/schemas/tax.ts';
import { api } from '#client/lib/api.ts';
import { downloadFile } from './download.ts';

/** GET /tax/statements/{year}: the artist's year by quarter. */
export const useTaxStatement = (year: number) =>
  useQuery({
    queryKey: ['tax', 'statement', year],
    queryFn: async ({ signal }) =>
      TaxStatement.parse(await api(`/tax/statements/${year}`, { signal })),
  });

export const downloadStatementCsv = (year: number) =>
  downloadFile(`/tax/statements/${year}/csv`, `blush-statement-${year}.csv`);

const preflightKey = (year: number) => ['admin', 'tax', year] as const;

/** GET /admin/tax/{year}: reportable sellers, missing details, filings. */
export const useTaxPreflight = (year: number) =>
  useQuery({
    queryKey: preflightKey(year),
    queryFn: async ({ signal }) =>
      TaxReturnPreflight.parse(await api(`/admin/tax/${year}`, { signal })),
  });

/** POST /admin/tax/{year}/return: the XML, saved as a file; the filings list is read again. */
export function useDownloadReturn(year: number) {
  const queryClient = useQueryClient();
  return async (reportMissingAsNotProvided: boolean, kind: 'original' | 'amended') => {
    await downloadFile(`/admin/tax/${year}/return`, `part-xx-${year}-${kind}.xml`, {
      method: 'POST',
      body: { reportMissingAsNotProvided },
    });
    await queryClient.invalidateQueries({ queryKey: preflightKey(year) });
  };
}
