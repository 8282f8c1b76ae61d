import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { AppLayout } from '#client/components/layouts/app-layout.tsx';
import { routerBasename, type Locale } from '#shared/i18n/locales.ts';
import type { PagePath, pagePaths } from '#shared/page-routes.ts';
import { loadAreaMessages } from '#client/lib/i18n.tsx';
import { RequireAdmin, RequireAuth } from './guards.tsx';
import { RouteError } from './route-error.tsx';

type Load = () => Promise<{ default: React.ComponentType }>;

/**
 * Each page loads on demand, so a phone downloads only what it shows; a signed-in page loads
 * the signed-in area's messages with it (loadAreaMessages).
 */
const page = (load: Load, area = false) => ({
  lazy: async () => {
    const [module] = await Promise.all([load(), area ? loadAreaMessages() : undefined]);
    return { Component: module.default };
  },
});

/**
 * The pages of one list of #shared/page-routes.ts, keyed by its paths: a path missing here,
 * or here but not there, does not compile — the server's 404s use the same list.
 */
type Pages<Who extends keyof typeof pagePaths> = Record<PagePath<Who>, Load>;
const routesOf = (pages: Record<string, Load>, area = false): RouteObject[] =>
  Object.entries(pages).map(([path, load]) => ({
    path,
    ...page(load, area || AREA_PUBLIC_PAGES.has(path)),
  }));

/**
 * Public pages that speak the signed-in area's words: the bank connection's return and the
 * social sign-in's (scripts/public-keys.ts leaves their own words out of the first load).
 */
const AREA_PUBLIC_PAGES = new Set<string>(['/confirm-account', '/oauth/:provider']);

const publicPages: Pages<'public'> = {
  '/': () => import('./routes/home.tsx'),
  '/search': () => import('./routes/search.tsx'),
  '/profile/artist/:id': () => import('./routes/artist-profile.tsx'),
  '/profile/artist/:userId/:reviewId': () => import('./routes/review-comment.tsx'),
  '/artist': () => import('./routes/artist-landing.tsx'),
  '/register': () => import('./routes/register.tsx'),
  '/register-email': () => import('./routes/register-email.tsx'),
  '/confirmation': () => import('./routes/confirmation.tsx'),
  '/confirmation/:token': () => import('./routes/confirmation-token.tsx'),
  '/login': () => import('./routes/login.tsx'),
  '/login-email': () => import('./routes/login-email.tsx'),
  '/oauth/:provider': () => import('./routes/oauth-callback.tsx'),
  '/forgot': () => import('./routes/forgot.tsx'),
  '/reset/:token': () => import('./routes/reset.tsx'),
  '/help': () => import('./routes/help.tsx'),
  '/terms': () => import('./routes/terms.tsx'),
  '/policy': () => import('./routes/policy.tsx'),
  '/faq': () => import('./routes/faq.tsx'),
  '/confirm-account': () => import('./routes/confirm-account.tsx'),
  '/test': () => import('./routes/video-demo.tsx'),
};

const signedInPages: Pages<'signedIn'> = {
  '/create-profile': () => import('./routes/create-profile.tsx'),
  '/role': () => import('./routes/role.tsx'),
  '/settings': () => import('./routes/settings.tsx'),
  '/settings/account': () => import('./routes/account-settings.tsx'),
  '/settings/security': () => import('./routes/security-settings.tsx'),
  '/settings/calendar': () => import('./routes/calendar-settings.tsx'),
  '/settings/profile': () => import('./routes/profile-settings.tsx'),
  '/settings/tax': () => import('./routes/tax-settings.tsx'),
  '/settings/credentials': () => import('./routes/credentials-settings.tsx'),
  '/settings/health-notes': () => import('./routes/health-notes-settings.tsx'),
  '/earnings/statements': () => import('./routes/tax-statements.tsx'),
  '/bookings': () => import('./routes/artist-bookings.tsx'),
  '/bookings-user': () => import('./routes/customer-bookings.tsx'),
  '/location': () => import('./routes/location.tsx'),
  '/checkout/:id/:bookId': () => import('./routes/checkout.tsx'),
  '/personal-info': () => import('./routes/personal-info.tsx'),
  '/edit-profile': () => import('./routes/edit-profile.tsx'),
  '/validation': () => import('./routes/validation.tsx'),
  '/info-contact': () => import('./routes/info-contact.tsx'),
  '/add-portfolio': () => import('./routes/add-portfolio.tsx'),
  '/mobile': () => import('./routes/mobile.tsx'),
  '/availability': () => import('./routes/availability.tsx'),
  '/price': () => import('./routes/price.tsx'),
  '/categories': () => import('./routes/categories.tsx'),
  '/payments': () => import('./routes/payments.tsx'),
  '/bank': () => import('./routes/bank.tsx'),
  '/connect-bank/:accountId': () => import('./routes/connect-bank.tsx'),
  '/earnings': () => import('./routes/earnings.tsx'),
  '/pay/:bookingId': () => import('./routes/pay.tsx'),
  '/receipt/:bookingId': () => import('./routes/receipt.tsx'),
  '/complete-service': () => import('./routes/complete-service.tsx'),
  '/events': () => import('./routes/events.tsx'),
  '/events/request/:artistId': () => import('./routes/event-request.tsx'),
  '/events/:eventId': () => import('./routes/event.tsx'),
};

const adminPages: Pages<'admin'> = {
  '/dashboard': () => import('./routes/dashboard.tsx'),
};

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <div className="min-h-dvh" aria-busy="true" />,
    children: [
      ...routesOf(publicPages),
      { element: <RequireAuth />, children: routesOf(signedInPages, true) },
      { element: <RequireAdmin />, children: routesOf(adminPages, true) },
      // Every other path; the server answers those with 404 (client-app.ts).
      { path: '*', ...page(() => import('./routes/not-found.tsx')) },
    ],
  },
];

/**
 * Loads the modules of the pages the address matches, so that hydrating renders the page the
 * server did rather than the loading fallback.
 */
export async function loadMatchedPages(locale: Locale): Promise<void> {
  const matches = matchRoutes(routes, window.location, routerBasename(locale)) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}

/**
 * The app's router; `hydrating`: over markup the server rendered, whose pages are loaded. A
 * French page's router works under `/fr`, so every link it makes stays in French.
 */
export function createRouter(locale: Locale, { hydrating = false } = {}) {
  const basename = routerBasename(locale);
  return createBrowserRouter(routes, {
    ...(basename ? { basename } : {}),
    ...(hydrating ? { hydrationData: { loaderData: {} } } : {}),
  });
}
