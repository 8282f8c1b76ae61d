import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { CurrentUser } from '#shared/schemas/user.ts';
import { api, tokenStore } from './api.ts';

/** Spec §4: unknown while the token is being checked, then authenticated or unauthenticated. */
export type AuthState =
  | { status: 'unknown'; user: null }
  | { status: 'authenticated'; user: CurrentUser }
  | { status: 'unauthenticated'; user: null };

interface AuthContextValue {
  auth: AuthState;
  signIn: (token: string) => void;
  signOut: () => Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);
export const currentUserKey = ['user', 'me'] as const;

/** Puts a user the server answered with (e.g. after saving a card) where every screen reads it. */
export function setCurrentUser(queryClient: QueryClient, user: CurrentUser): void {
  queryClient.setQueriesData<CurrentUser>({ queryKey: currentUserKey }, user);
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  // Undefined while a page rendered on the server hydrates: the server knows no token, so the
  // state is 'unknown' on both sides, and the stored token is read right after.
  const token = useSyncExternalStore(tokenStore.subscribe, tokenStore.get, () => undefined);
  const user = useQuery({
    queryKey: [...currentUserKey, token ?? null],
    queryFn: ({ signal }) => api<CurrentUser>('/user', { signal }),
    enabled: typeof token === 'string',
    staleTime: 60_000,
  });

  const value = useMemo<AuthContextValue>(() => {
    let auth: AuthState;
    if (token === null || user.isError) auth = { status: 'unauthenticated', user: null };
    else if (user.data) auth = { status: 'authenticated', user: user.data };
    else auth = { status: 'unknown', user: null };
    return {
      auth,
      signIn(next) {
        tokenStore.set(next);
      },
      async signOut() {
        await api('/user/logout', { method: 'POST' }).catch(() => {});
        tokenStore.clear();
        queryClient.clear();
      },
    };
  }, [token, user.data, user.isError, queryClient]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth outside AuthProvider');
  return value;
}
