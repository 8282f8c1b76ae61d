/**
 * Server rendering of public pages (issue 18: content and the largest picture in the first
 * HTML). Built by `vite build --ssr` into dist/ssr; the server calls `renderPage` for the
 * pages of `serverRenderedPaths` and puts the markup in index.html's root, with the data it
 * was rendered from, which main.tsx hydrates.
 */
import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import { Providers } from './app/providers.tsx';
import { routes } from './app/router.tsx';
import { setApiTransport } from './lib/api.ts';
import { createQueryClient } from './lib/query-client.ts';
import { routerBasename, splitLocalePath } from '#shared/i18n/locales.ts';
import { serverTranslator } from '#shared/i18n/catalogues.ts';
import type { Translator } from '#shared/i18n/translator.ts';

/** The server's PSEUDO_LOCALE reaches this bundle's own copy of the catalogues through this. */
export { setPseudoLocale } from '#shared/i18n/catalogues.ts';

/** Renders after data arrives at most this many times (a query may need another's answer). */
const MAX_DATA_PASSES = 3;

async function markup(
  handler: ReturnType<typeof createStaticHandler>,
  context: StaticHandlerContext,
  queryClient: QueryClient,
  translator: Translator,
): Promise<string> {
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Providers queryClient={queryClient} translator={translator}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>,
    // Every boundary in place: React would otherwise move a large one's content to the end of
    // the page with an inline script to put it back, which the CSP refuses.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The data without the times it was fetched at, so the same content makes the same page (and
 * the same ETag: a repeat visit costs a 304). The browser counts it as fetched when the page
 * arrives (main.tsx).
 */
function withoutTimes(state: DehydratedState): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => ({
      ...query,
      dehydratedAt: 0,
      state: { ...query.state, dataUpdatedAt: 0 },
    })),
  };
}

/**
 * The markup of `url` (absolute) and the query data it shows, or null for a redirect. The
 * page's own queries are found by rendering it: each one it asked for is fetched through
 * `fetchApi` (the server answering itself), then the page is rendered again with the answers.
 */
export async function renderPage(
  url: string,
  fetchApi: typeof fetch,
): Promise<{ html: string; data: DehydratedState } | null> {
  setApiTransport(fetchApi);
  // The address says the language: a French page renders under `/fr`, as the browser's router.
  const { locale } = splitLocalePath(new URL(url).pathname);
  const basename = routerBasename(locale);
  const translator = serverTranslator(locale);
  const handler = createStaticHandler(routes, basename ? { basename } : {});
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  const queryClient = createQueryClient();
  let html = await markup(handler, context, queryClient, translator);
  for (let pass = 1; pass < MAX_DATA_PASSES; pass++) {
    const asked = queryClient
      .getQueryCache()
      .getAll()
      .filter(
        (query) =>
          query.state.status === 'pending' &&
          // A query its page holds back (the signed-in user's, on the server) stays unasked.
          (query.options as { enabled?: unknown }).enabled !== false,
      );
    if (asked.length === 0) break;
    await Promise.allSettled(asked.map((query) => query.fetch()));
    html = await markup(handler, context, queryClient, translator);
  }
  return { html, data: withoutTimes(dehydrate(queryClient)) };
}
