import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '#client/resources/auth.tsx';
import { paths } from '#client/lib/paths.ts';

/** Logged-in routes: signed-out users go to /login; while still unknown the page is shown. */
export function RequireAuth() {
  const { auth } = useAuth();
  const location = useLocation();
  if (auth.status === 'unauthenticated') {
    return (
      <Navigate to={paths.login} replace state={{ from: location.pathname + location.search }} />
    );
  }
  return <Outlet />;
}

/** Admin-only routes: everyone else goes to /. */
export function RequireAdmin() {
  const { auth } = useAuth();
  if (auth.status === 'unknown')
    return (
      <p className="p-8 text-muted" role="status">
        Checking your access…
      </p>
    );
  if (auth.status === 'unauthenticated' || auth.user.role !== 'Admin')
    return <Navigate to={paths.home} replace />;
  return <Outlet />;
}
