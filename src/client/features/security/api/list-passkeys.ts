import { useQuery } from '@tanstack/react-query';
import { PasskeyList } from '#shared/schemas/security.ts';
import { api } from '#client/lib/api.ts';

export const passkeysKey = ['security', 'passkeys'] as const;

/** GET /user/passkeys: the account's passkeys. */
export const usePasskeys = () =>
  useQuery({
    queryKey: passkeysKey,
    queryFn: async ({ signal }) => PasskeyList.parse(await api('/user/passkeys', { signal })),
  });
