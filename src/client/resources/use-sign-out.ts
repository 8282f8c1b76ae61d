import { useNavigate } from 'react-router';
import { useAuth } from './auth.tsx';
import { paths } from '#client/lib/paths.ts';

/**
 * Signs out and lands on the home page. Leaving first matters: signing out on a signed-in
 * page would make its guard send the visitor to /login instead.
 */
export function useSignOut(): () => Promise<void> {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return async () => {
    await navigate(paths.home);
    await signOut();
  };
}
