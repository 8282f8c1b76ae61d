import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  SocialProvider,
  SocialProvidersAnswer,
  SocialSignInAnswer,
  SocialStartAnswer,
} from '#shared/schemas/user.ts';
import { socialProviders } from '#shared/schemas/user.ts';
import { api } from '#client/lib/api.ts';

export const providerLabels: Record<SocialProvider, string> = {
  google: 'Google',
  facebook: 'Facebook',
};

export const isSocialProvider = (name: string): name is SocialProvider =>
  (socialProviders as readonly string[]).includes(name);

/** Which providers are configured; the answer only changes with a new deploy. */
export const useSocialProviders = () =>
  useQuery({
    queryKey: ['user', 'social'],
    queryFn: ({ signal }) => api<z.infer<typeof SocialProvidersAnswer>>('/user/social', { signal }),
    staleTime: Infinity,
  });

/** Asks the server for the provider's URL and the state it will expect back. */
export const useStartSocialSignIn = () =>
  useMutation({
    mutationFn: (provider: SocialProvider) =>
      api<z.infer<typeof SocialStartAnswer>>(`/user/${provider}/start`, { method: 'POST' }),
  });

/** Hands the provider's code and state to the server, which answers with a session. */
export const useFinishSocialSignIn = () =>
  useMutation({
    mutationFn: ({
      provider,
      ...body
    }: {
      provider: SocialProvider;
      code: string;
      state: string;
    }) => api<SocialSignInAnswer>(`/user/${provider}`, { method: 'POST', body }),
  });

/**
 * The sign-in this tab started: its state, and where to go afterwards. Kept in session storage
 * (this tab only) so the callback page can refuse a redirect it did not ask for — a login-CSRF
 * attempt would otherwise sign the visitor in to someone else's account.
 */
interface PendingSignIn {
  state: string;
  from: string;
}
const pendingKey = (provider: SocialProvider) => `blush.oauth.${provider}`;

export const pendingSignIn = {
  save(provider: SocialProvider, pending: PendingSignIn): void {
    sessionStorage.setItem(pendingKey(provider), JSON.stringify(pending));
  },
  /** Reads and forgets it: a state is good for one callback. */
  take(provider: SocialProvider): PendingSignIn | null {
    const raw = sessionStorage.getItem(pendingKey(provider));
    sessionStorage.removeItem(pendingKey(provider));
    try {
      const value = JSON.parse(raw ?? 'null') as Partial<PendingSignIn> | null;
      if (typeof value?.state !== 'string' || !value.state) return null;
      return { state: value.state, from: safeLocalPath(value.from) };
    } catch {
      return null;
    }
  },
};

/** Only a path on this site ("/x", never "//evil.example"), so the return trip stays here. */
export function safeLocalPath(path: unknown): string {
  return typeof path === 'string' && /^\/(?![/\\])/.test(path) ? path : '/';
}
