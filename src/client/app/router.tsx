import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLayout } from '#client/components/layouts/app-layout.tsx';
import { RequireAdmin, RequireAuth } from './guards.tsx';
import { RouteError } from './route-error.tsx';

/** Each page loads on demand, so a phone downloads only what it shows. */
const page = (load: () => Promise<{ default: React.ComponentType }>) => ({
  lazy: async () => ({ Component: (await load()).default }),
});

const publicRoutes: RouteObject[] = [
  { index: true, ...page(() => import('./routes/home.tsx')) },
  { path: 'search', ...page(() => import('./routes/search.tsx')) },
  { path: 'profile/artist/:id', ...page(() => import('./routes/artist-profile.tsx')) },
  { path: 'artist', ...page(() => import('./routes/artist-landing.tsx')) },
  { path: 'register', ...page(() => import('./routes/register.tsx')) },
  { path: 'register-email', ...page(() => import('./routes/register-email.tsx')) },
  { path: 'confirmation', ...page(() => import('./routes/confirmation.tsx')) },
  { path: 'confirmation/:token', ...page(() => import('./routes/confirmation-token.tsx')) },
  { path: 'login', ...page(() => import('./routes/login.tsx')) },
  { path: 'login-email', ...page(() => import('./routes/login-email.tsx')) },
  { path: 'oauth/:provider', ...page(() => import('./routes/oauth-callback.tsx')) },
  { path: 'forgot', ...page(() => import('./routes/forgot.tsx')) },
  { path: 'reset/:token', ...page(() => import('./routes/reset.tsx')) },
  { path: 'help', ...page(() => import('./routes/help.tsx')) },
  { path: 'terms', ...page(() => import('./routes/terms.tsx')) },
  { path: 'policy', ...page(() => import('./routes/policy.tsx')) },
  { path: 'faq', ...page(() => import('./routes/faq.tsx')) },
  { path: 'confirm-account', ...page(() => import('./routes/confirm-account.tsx')) },
  { path: 'test', ...page(() => import('./routes/video-demo.tsx')) },
];

const signedInRoutes: RouteObject[] = [
  { path: 'create-profile', ...page(() => import('./routes/create-profile.tsx')) },
  { path: 'role', ...page(() => import('./routes/role.tsx')) },
  { path: 'settings', ...page(() => import('./routes/settings.tsx')) },
  { path: 'settings/account', ...page(() => import('./routes/account-settings.tsx')) },
  { path: 'settings/profile', ...page(() => import('./routes/profile-settings.tsx')) },
  { path: 'bookings', ...page(() => import('./routes/artist-bookings.tsx')) },
  { path: 'bookings-user', ...page(() => import('./routes/customer-bookings.tsx')) },
  { path: 'location', ...page(() => import('./routes/location.tsx')) },
  { path: 'checkout/:id/:bookId', ...page(() => import('./routes/checkout.tsx')) },
  { path: 'personal-info', ...page(() => import('./routes/personal-info.tsx')) },
  { path: 'edit-profile', ...page(() => import('./routes/edit-profile.tsx')) },
  { path: 'validation', ...page(() => import('./routes/validation.tsx')) },
  { path: 'info-contact', ...page(() => import('./routes/info-contact.tsx')) },
  { path: 'add-portfolio', ...page(() => import('./routes/add-portfolio.tsx')) },
  { path: 'mobile', ...page(() => import('./routes/mobile.tsx')) },
  { path: 'price', ...page(() => import('./routes/price.tsx')) },
  { path: 'categories', ...page(() => import('./routes/categories.tsx')) },
  { path: 'payments', ...page(() => import('./routes/payments.tsx')) },
  { path: 'bank', ...page(() => import('./routes/bank.tsx')) },
  { path: 'connect-bank/:accountId', ...page(() => import('./routes/connect-bank.tsx')) },
  { path: 'earnings', ...page(() => import('./routes/earnings.tsx')) },
  { path: 'pay/:bookingId', ...page(() => import('./routes/pay.tsx')) },
  {
    path: 'profile/artist/:userId/:reviewId',
    ...page(() => import('./routes/review-comment.tsx')),
  },
  { path: 'complete-service', ...page(() => import('./routes/complete-service.tsx')) },
];

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <div className="min-h-dvh" aria-busy="true" />,
    children: [
      ...publicRoutes,
      { element: <RequireAuth />, children: signedInRoutes },
      {
        element: <RequireAdmin />,
        children: [{ path: 'dashboard', ...page(() => import('./routes/dashboard.tsx')) }],
      },
      { path: '*', ...page(() => import('./routes/not-found.tsx')) },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
