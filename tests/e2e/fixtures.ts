import AxeBuilder from '@axe-core/playwright';
import { priceCart } from '#shared/domain/pricing.ts';
import { tokeniseSimulatedCard } from '#shared/domain/test-cards.ts';
import { TRAVEL_LINE_NAME } from '#shared/domain/travel.ts';
import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import {
  startedVisitSecond,
  startedVisits,
  type StartedVisitKey,
  type StartedVisitSpec,
} from '../../scripts/demo/started-visits.ts';
import { PORT } from '../support/e2e-ports.ts';

const DAY = 86_400_000;

/** Tests started in this worker, for a caller address of their own. */
let callers = 0;

/** Pages the running test opened expecting a 404. */
const missing = new Set<string>();

export const accounts = {
  admin: { email: 'admin@blush.local', password: 'blush-admin' },
  customer: { email: 'chloe@blush.local', password: 'blush-demo' },
};

/**
 * Every test fails on a console error, an uncaught exception, a CSP violation, a missing file
 * or a server error. API answers of 4xx are the app's business (a wrong password is a 401);
 * a page that must not exist is opened with `openMissingPage`, which expects its 404.
 */
export const test = base.extend<{
  problems: string[];
  openMissingPage: (path: string) => Promise<void>;
}>({
  // Every test comes from an address of its own: the server trusts the local proxy header
  // (TRUST_PROXY=loopback in playwright.config.ts), as it would behind a load balancer.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    const n = testInfo.workerIndex * 10_000 + ++callers;
    const address = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': address });
  },
  openMissingPage: async ({ page }, use) => {
    await use(async (path) => {
      missing.add(new URL(path, 'http://x').pathname);
      const res = await page.goto(path);
      expect(res?.status(), `${path} answers 404`).toBe(404);
    });
  },
  problems: [
    async ({ page }, use) => {
      missing.clear();
      const problems: string[] = [];
      await watchForProblems(page, problems);
      await use(problems);
      expect(problems, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

/**
 * Collects into `problems` what the fixture fails a test on (see `test` above); for a page
 * the fixture does not watch (a persistent context's).
 */
export async function watchForProblems(page: Page, problems: string[]): Promise<void> {
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) {
      problems.push(`console: ${m.text()}`);
    }
  });
  page.on('response', (r) => {
    const { pathname } = new URL(r.url());
    const api = pathname.startsWith('/api/');
    const expected = r.status() === 404 && missing.has(pathname);
    if (r.status() >= 500 || (!api && !expected && r.status() >= 400))
      problems.push(`${r.status()} ${r.url()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  // Chromium reports a blocked eval that the code catches to no console, only to the page.
  await page.exposeFunction('reportCspViolation', (text: string) =>
    problems.push(`CSP violation: ${text}`),
  );
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation(
        `${e.violatedDirective} ${e.blockedURI} from ${e.sourceFile}:${e.lineNumber}`,
      ),
    ),
  );
}

/** axe's serious and critical violations on the current page, each with where it is. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** axe on the current page: no serious or critical violation. */
export async function expectAccessible(page: Page, label = page.url()) {
  expect(await seriousViolations(page), `axe on ${label}`).toEqual([]);
}

const tokens = new Map<string, string>();

/** The app's own origin: the API refuses changes named from any other (decision 0027). */
export const APP_ORIGIN = `http://127.0.0.1:${PORT}`;

/** The session cookie the server sets on sign-in (HttpOnly: no script of the page reads it). */
export const SESSION_COOKIE = 'blush_session';

/** Gives the browser `token` as its session, as signing in on a page does. */
export async function useSession(context: BrowserContext, token: string, origin = APP_ORIGIN) {
  await context.addCookies([
    { name: SESSION_COOKIE, value: token, url: origin, httpOnly: true, sameSite: 'Lax' },
  ]);
}

/** The browser's session cookie, if it has one. */
export async function sessionCookie(page: Page) {
  return (await page.context().cookies(APP_ORIGIN)).find((c) => c.name === SESSION_COOKIE);
}

/**
 * Signs in through the API (once per account, app and run) and gives the browser that session;
 * `origin` is the app's (the pseudo-locale spec's is another), with `baseURL` set to it.
 */
export async function signIn(
  page: Page,
  account: { email: string; password: string },
  origin = APP_ORIGIN,
) {
  const key = `${origin} ${account.email}`;
  let token = tokens.get(key);
  if (!token) token = await tokenOf(page.request, account, origin);
  tokens.set(key, token);
  await useSession(page.context(), token, origin);
  await page.goto('/help');
}

export type Json = Record<string, unknown>;

/** Signs in through the API and returns the session token. */
export async function tokenOf(
  request: APIRequestContext,
  { email, password }: { email: string; password: string },
  origin = APP_ORIGIN,
): Promise<string> {
  // Named as the app's own request: a context that has a session cookie must say where from.
  const res = await request.post('/api/user/login', {
    data: { email, password },
    headers: { origin },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { token: string }).token;
}

/** Calls the API as `token` and returns the JSON answer (the test fails on anything but 2xx). */
export async function call(
  request: APIRequestContext,
  token: string,
  method: string,
  url: string,
  data?: unknown,
): Promise<Json> {
  const res = await request.fetch(url, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(res.ok(), `${method} ${url}: ${await res.text()}`).toBe(true);
  return (await res.json()) as Json;
}

/** "Tuesday, December 15, 2026": a Toronto date (YYYY-MM-DD) as the app names a day. */
export const dayLabel = (date: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Toronto',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(`${date}T17:00:00Z`)); // noon in Toronto, winter or summer

/** Picks an instant among the artist's free times: its Toronto day, then its time button. */
export async function pickTorontoTime(page: Page, at: Date) {
  const label = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', ...options }).format(at);
  const day = label({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
  const month = label({ month: 'long', year: 'numeric' });
  if ((await page.getByRole('group', { name: month }).count()) === 0) {
    await page.getByRole('button', { name: `Go to ${month}` }).click();
  }
  await page.getByRole('group', { name: month }).getByRole('button', { name: day }).click();
  const time = label({ hour: 'numeric', minute: '2-digit' });
  const times = page.getByRole('radiogroup', { name: /^Free times on/ });
  await times.getByText(time, { exact: true }).click();
  await expect(times.getByRole('radio', { name: time, exact: true })).toBeChecked();
}

/** A blank 1×1 PNG: the maps' tiles, served here (the test machine has no network). */
const BLANK_TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNk+A8AAQUBAScY42YAAAAASUVORK5CYII=',
  'base64',
);

/** Serves OpenStreetMap's tiles as blank pictures, so the page's maps load with no network. */
export async function serveBlankTiles(page: Page) {
  await page.route('https://tile.openstreetmap.org/**', (route) =>
    route.fulfill({ contentType: 'image/png', body: BLANK_TILE }),
  );
}

/** Priya, the demo artist who takes bookings around the clock. */
export const priya = { email: 'priya@artists.blush.local', password: 'blush-artist' };
/** Chloé, the demo customer with a saved card. */
export const chloe = { email: 'chloe@blush.local', password: 'blush-demo' };

/** Priya's id and her Natural Glow (45 minutes), from the public pages. */
async function priyasNaturalGlow(request: APIRequestContext) {
  const { results } = (await (await request.get('/api/search?q=priya')).json()) as {
    results: Array<{ artist: { _id: string } }>;
  };
  const artistId = results[0]!.artist._id;
  const profile = (await (await request.get(`/api/profile/${artistId}`)).json()) as {
    services: Array<{
      _id: string;
      typeOfService: string;
      amount: number;
      durationMinutes: number;
    }>;
  };
  const service = profile.services.find((s) => s.typeOfService === 'Natural Glow')!;
  return { artistId, service };
}

/** A home visit's pin and street, for `requestVisit`. */
export interface HomeVisit {
  lat: number;
  lng: number;
  street: string;
}

/**
 * A request for Priya's Natural Glow at `at` (ISO), through the API with the customer's saved
 * card (a Visa saved first when there is none): at her studio, or at `home` with the travel fee
 * she quotes for it. Returns the booking's id.
 */
export async function requestVisit(
  request: APIRequestContext,
  customer: { email: string; password: string },
  at: string,
  home?: HomeVisit,
) {
  const customerToken = await tokenOf(request, customer);
  const { artistId, service } = await priyasNaturalGlow(request);
  let me = (await call(request, customerToken, 'GET', '/api/user')) as {
    cards: Array<{ stripeCardId: string }>;
  };
  if (me.cards.length === 0) {
    const token = await tokeniseSimulatedCard({
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2034,
    });
    me = (await call(request, customerToken, 'POST', '/api/stripe/card', { token })) as typeof me;
  }
  const terms = (await (await request.get('/api/book/terms')).json()) as {
    customerFeeBps: number;
    platformHst: boolean;
  };
  // Priya is not registered for GST/HST; the platform's fee carries it when it is.
  const travel = home
    ? ((await (
        await request.get(`/api/travel/${artistId}?lat=${home.lat}&lng=${home.lng}`)
      ).json()) as {
        feeCents: number;
      })
    : { feeCents: 0 };
  const lines = [{ label: service.typeOfService, priceCents: service.amount, quantity: 1 }];
  if (travel.feeCents > 0)
    lines.push({ label: TRAVEL_LINE_NAME, priceCents: travel.feeCents, quantity: 1 });
  const price = priceCart(lines, terms.customerFeeBps, {
    artistHst: false,
    platformHst: terms.platformHst,
  });
  const [booking] = (await call(
    request,
    customerToken,
    'POST',
    `/api/book/create-book/${artistId}`,
    {
      appointmentAt: at,
      services: [{ serviceId: service._id, quantity: 1 }],
      ...(home
        ? { place: 'toHome', street: home.street, visit: { lat: home.lat, lng: home.lng } }
        : { place: 'artistSite' }),
      userPhone: '416 555 0142',
      stripeCardId: me.cards[0]!.stripeCardId,
      expectedTotalCents: price.totalCents,
      idempotencyKey: crypto.randomUUID(),
    },
  )) as unknown as Array<{ _id: string }>;
  return booking!._id;
}

/** The started visit kept for `spec` in this run's viewport (project). */
export const visitKey = (spec: StartedVisitSpec, project: string): StartedVisitKey =>
  `${spec}:${project === 'mobile' ? 'mobile' : 'desktop'}`;

/**
 * The demo's service in progress kept for `key` (a spec and its viewport, see
 * scripts/demo/started-visits.ts), found among its customer's bookings by the second it starts
 * at. Returns its customer, id, start (ISO) and the code the customer sees.
 */
export async function startedVisit(request: APIRequestContext, key: StartedVisitKey) {
  const { customerEmail } = startedVisits.find((visit) => visit.key === key)!;
  const customer = { email: customerEmail, password: 'blush-demo' };
  const customerToken = await tokenOf(request, customer);
  const { bookings } = (await call(request, customerToken, 'GET', '/api/book/user-bookings')) as {
    bookings: Array<{ _id: string; state: string; appointmentAt: string }>;
  };
  const second = startedVisitSecond(key);
  const booking = bookings.find(
    (b) =>
      new Date(b.appointmentAt).getUTCSeconds() === second &&
      Date.parse(b.appointmentAt) > Date.now() - DAY,
  );
  expect(booking, `the demo's started visit for ${key}`).toBeDefined();
  expect(booking!.state, `the started visit for ${key} is still accepted`).toBe('accepted');
  const { bookCode } = await call(request, customerToken, 'GET', `/api/book/item/${booking!._id}`);
  return {
    customer,
    bookingId: booking!._id,
    appointmentAt: booking!.appointmentAt,
    code: String(bookCode),
  };
}

/**
 * The demo's service in progress kept for `key` (see `startedVisit`), completed by its artist
 * (Priya, or Hana for the pricing spec) with the customer's code through the API, which charges
 * the customer's saved card (the bookings spec clicks through all of that).
 */
export async function completedVisit(request: APIRequestContext, key: StartedVisitKey) {
  const visit = await startedVisit(request, key);
  const { artist } = startedVisits.find((v) => v.key === key)!;
  const email = `${artist.firstName.toLowerCase()}@artists.blush.local`;
  const artistToken = await tokenOf(request, { email, password: priya.password });
  const { bookings } = (await call(request, artistToken, 'GET', '/api/book')) as {
    bookings: Array<{ _id: string; artist: { id: string }; subtotalCents: number }>;
  };
  const booking = bookings.find((b) => b._id === visit.bookingId)!;
  await call(request, artistToken, 'POST', `/api/book/complete/${visit.code}`, {
    bookingId: visit.bookingId,
  });
  return { ...visit, artistId: booking.artist.id, subtotalCents: booking.subtotalCents };
}
