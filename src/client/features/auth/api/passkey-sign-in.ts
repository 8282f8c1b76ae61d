import { useMutation } from '@tanstack/react-query';
import {
  startAuthentication,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import type { PasskeyOptions } from '#shared/schemas/security.ts';
import { api } from '#client/lib/api.ts';

/**
 * POST /user/passkey-login/options, the browser's get() ceremony (from the e-mail field's
 * autofill when `autofill`), then POST /user/passkey-login: a session token.
 */
export async function signInWithPasskey(autofill = false): Promise<{ token: string }> {
  const options = await api<PasskeyOptions>('/user/passkey-login/options', { method: 'POST' });
  // The server made these with @simplewebauthn/server: the shape the browser half expects.
  const optionsJSON = options as unknown as PublicKeyCredentialRequestOptionsJSON;
  const credential = await startAuthentication({ optionsJSON, useBrowserAutofill: autofill });
  return api<{ token: string }>('/user/passkey-login', { method: 'POST', body: credential });
}

export const usePasskeySignIn = () => useMutation({ mutationFn: () => signInWithPasskey() });
