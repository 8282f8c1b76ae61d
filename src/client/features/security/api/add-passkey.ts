import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
} from '@simplewebauthn/browser';
import type { PasskeyOptions } from '#shared/schemas/security.ts';
import { api } from '#client/lib/api.ts';
import { passkeysKey } from './list-passkeys.ts';

/**
 * POST /user/passkeys/options, the browser's create() ceremony, then POST /user/passkeys with
 * its answer: the server checks it against the challenge it gave.
 */
export const useAddPasskey = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const options = await api<PasskeyOptions>('/user/passkeys/options', { method: 'POST' });
      // The server made these with @simplewebauthn/server: the shape the browser half expects.
      const optionsJSON = options as unknown as PublicKeyCredentialCreationOptionsJSON;
      const credential = await startRegistration({ optionsJSON });
      return api<{ message: string }>('/user/passkeys', { method: 'POST', body: credential });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeysKey }),
  });
};
