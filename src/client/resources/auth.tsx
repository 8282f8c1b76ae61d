import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { CurrentUser } from '#shared/schemas/user.ts';
import { api, ApiError, sessionEvents } from '#client/lib/api.ts';

/** Spec §4: unknown while the session is being checked, then authenticated or unauthenticated. */
export type AuthState =
  | { status: 'unknown'; user: null }
  | { status: 'authenticated'; user: CurrentUser }
  | { status: 'unauthenticated'; user: null };

interface AuthContextValue {
  auth: AuthState;
  /** The server has just set the session cookie (sign-in): who it is gets read again. */
  signIn: () => void;
  signOut: () => Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);
export const currentUserKey = ['user', 'me'] as const;

/** Puts a user the server answered with (e.g. after saving a card) where every screen reads it. */
export function setCurrentUser(queryClient: QueryClient, user: CurrentUser): void {
  queryClient.setQueriesData<CurrentUser>({ queryKey: currentUserKey }, user);
}

/** GET /api/user: the signed-in user, or null when the browser has no session (a 401). */
async function fetchCurrentUser(signal: AbortSignal): Promise<CurrentUser | null> {
  try {
    return await api<CurrentUser>('/user', { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

const noSubscription = () => () => {};

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  // The session is an HttpOnly cookie the page cannot read (decision 0027): GET /api/user says
  // who is signed in. Not on the server, which renders what anyone signed out sees, nor while a
  // page it rendered hydrates: the state is 'unknown' on both sides, then the browser asks.
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const user = useQuery({
    queryKey: currentUserKey,
    queryFn: ({ signal }) => fetchCurrentUser(signal),
    enabled: inBrowser,
    staleTime: 60_000,
  });

  // Any 401 means the session ended (signed out elsewhere, blocked, expired).
  useEffect(
    () =>
      sessionEvents.subscribe(() => {
        if (queryClient.getQueryData(currentUserKey))
          queryClient.setQueryData(currentUserKey, null);
      }),
    [queryClient],
  );

  const value = useMemo<AuthContextValue>(() => {
    let auth: AuthState;
    if (user.data === null || user.isError) auth = { status: 'unauthenticated', user: null };
    else if (user.data) auth = { status: 'authenticated', user: user.data };
    else auth = { status: 'unknown', user: null };
    return {
      auth,
      signIn() {
        // 'unknown' until the new session's user arrives, so no guard sends anyone away.
        void queryClient.resetQueries({ queryKey: currentUserKey, exact: true });
      },
      async signOut() {
        // The server ends the session and tells the browser to forget its cookie.
        await api('/user/logout', { method: 'POST' }).catch(() => {});
        // Everything read as them goes; the user query stays, now saying "nobody".
        queryClient.setQueryData(currentUserKey, null);
        queryClient.removeQueries({
          predicate: (query) => JSON.stringify(query.queryKey) !== JSON.stringify(currentUserKey),
        });
      },
    };
  }, [user.data, user.isError, queryClient]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth outside AuthProvider');
  return value;
}
