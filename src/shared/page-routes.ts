/**
 * Every page of the React app, by who may open it. The client router is built from these
 * lists (router.tsx keys its pages by them, so a page cannot exist on one side only), and the
 * server answers a path that matches none of them with 404 — still the app, which shows its
 * not-found page — so the status tells the truth.
 */
export const pagePaths = {
  public: [
    '/',
    '/search',
    '/profile/artist/:id',
    // Public so that it can say why a visitor may not review (signed out: sign in and return).
    '/profile/artist/:userId/:reviewId',
    '/artist',
    '/register',
    '/register-email',
    '/confirmation',
    '/confirmation/:token',
    '/login',
    '/login-email',
    '/oauth/:provider',
    '/forgot',
    '/reset/:token',
    '/help',
    '/terms',
    '/policy',
    '/faq',
    '/confirm-account',
    '/test',
  ],
  signedIn: [
    '/create-profile',
    '/role',
    '/settings',
    '/settings/account',
    '/settings/security',
    '/settings/calendar',
    '/settings/profile',
    '/settings/tax',
    '/settings/credentials',
    '/settings/health-notes',
    '/earnings/statements',
    '/bookings',
    '/bookings-user',
    '/location',
    '/checkout/:id/:bookId',
    '/personal-info',
    '/edit-profile',
    '/validation',
    '/info-contact',
    '/add-portfolio',
    '/mobile',
    '/availability',
    '/price',
    '/categories',
    '/payments',
    '/bank',
    '/connect-bank/:accountId',
    '/earnings',
    '/pay/:bookingId',
    '/receipt/:bookingId',
    '/complete-service',
    '/events',
    '/events/request/:artistId',
    '/events/:eventId',
  ],
  admin: ['/dashboard'],
} as const;

export type PagePath<Who extends keyof typeof pagePaths> = (typeof pagePaths)[Who][number];

const escapeRegExp = (text: string) => text.replace(/[\\.*+?^${}|()[\]]/g, '\\$&');

/**
 * A pattern as React Router matches it: case-insensitive, `:param` is one non-empty segment,
 * trailing slashes allowed.
 */
function matcher(pattern: string): RegExp {
  const segments = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment)));
  return new RegExp(`^/${segments.join('/')}/*$`, 'i');
}

const matchers = Object.values(pagePaths).flat().map(matcher);

/** React Router decodes each segment before matching (an encoded `/` stays encoded). */
function decodePath(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replaceAll('/', '%2F'))
      .join('/');
  } catch {
    return pathname;
  }
}

/** Whether the client router has a page (other than not-found) for this path, without query. */
export function isPagePath(pathname: string): boolean {
  const decoded = decodePath(pathname);
  return matchers.some((m) => m.test(decoded));
}

/**
 * Public pages the server renders (src/client/entry-server.tsx), so they arrive with their
 * content: what people land on from a search engine or a shared link. Every other page starts
 * in the browser.
 */
export const serverRenderedPaths = [
  '/',
  '/search',
  '/profile/artist/:id',
  '/artist',
  '/terms',
  '/policy',
  '/faq',
] as const satisfies ReadonlyArray<PagePath<'public'>>;

const serverRenderedMatchers = serverRenderedPaths.map(matcher);

export function isServerRendered(pathname: string): boolean {
  const decoded = decodePath(pathname);
  return serverRenderedMatchers.some((m) => m.test(decoded));
}
