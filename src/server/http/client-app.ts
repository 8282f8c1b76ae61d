import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PRODUCT_NAME } from '#shared/brand.ts';
import { COMPRESSIBLE_FILE } from '#shared/compressible.ts';
import { isPagePath, isServerRendered } from '#shared/page-routes.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { AppError } from '../app-error.ts';
import {
  catalogueChunks,
  localizePage,
  pageLocaleOf,
  preferredLocaleRedirect,
} from './page-locale.ts';
import { PageBody, pageEncoding } from './page-body.ts';
import { carriesSession } from './session-cookie.ts';

/** What a shared link should preview as: the page's title, a summary and a picture. */
export interface PageMeta {
  title: string;
  description: string;
  /** An absolute URL or a path on this site (e.g. `/files/…`); made absolute with PUBLIC_URL. */
  image?: string | null;
  /** Open Graph type; `website` unless said otherwise. */
  type?: 'website' | 'profile';
  /** schema.org data about the page (JSON-LD), for search engines. */
  structuredData?: Record<string, unknown>;
  /** The page's address with the part of its query that makes it another page (a search's
   * category), for og:url and the canonical link; the bare path otherwise. */
  path?: string;
}

/** A page path the app has a pattern for, but nothing to show (an unknown artist). */
export interface PageNotFound {
  notFound: true;
}

/** The route of every page: any GET path no other route answers. */
export const PAGE_ROUTE = '/*';

export interface ClientAppOptions {
  /** The site's public origin (env.PUBLIC_URL, no trailing slash), for `og:url` and `og:image`. */
  publicUrl: string;
  /**
   * The meta of a page path (without its query string, given apart), `{ notFound: true }` to
   * answer 404, or null for the plain index.html. Called only for known page paths; a failure is logged and the plain
   * page is served (200: a lookup that failed proves nothing missing).
   */
  pageMeta?: (
    pagePath: string,
    query: URLSearchParams,
    locale: Locale,
  ) => Promise<PageMeta | PageNotFound | null>;
  /**
   * The pseudo-locale (PSEUDO_LOCALE=1, tests only): server-rendered French pages with every
   * message in ⟦…⟧, as the browser's catalogue has them (pseudo-catalogue.ts).
   */
  pseudoLocale?: boolean;
  /**
   * Keeps a server-rendered page, as a signed-out visitor gets it, while public data is
   * unchanged (`PublicCache.get`: `key`, how to build it, whether what was built may be kept).
   * Without it every page is rendered for every request.
   */
  keepPage?: (
    key: string,
    build: () => Promise<PageAnswer>,
    keepIf: (page: PageAnswer) => boolean,
  ) => Promise<PageAnswer>;
}

/** A page as served: its status and HTML; `whole` unless a lookup or the rendering failed. */
export interface PageAnswer {
  status: 200 | 404;
  body: PageBody;
  whole: boolean;
}

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => htmlEscapes[c]!);

/** JSON inside a <script> element: `<` escaped, so no value can close the element. */
const scriptJson = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');

/**
 * index.html with this page's `<title>`, description and canonical link, the Open Graph and
 * Twitter tags that link previews read, and its schema.org data. Every value is escaped;
 * nothing executable is added (the CSP allows no inline script or style; a JSON-LD block is
 * data, which browsers never run).
 */
export function renderPageHtml(
  template: string,
  meta: PageMeta,
  pageUrl: string,
  publicUrl: string,
): string {
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description);
  const image = meta.image ? new URL(meta.image, `${publicUrl}/`).href : null;
  const tag = (property: string, content: string) =>
    `<meta property="${property}" content="${escapeHtml(content)}" />`;
  const tags = [
    tag('og:site_name', PRODUCT_NAME),
    tag('og:type', meta.type ?? 'website'),
    tag('og:title', meta.title),
    tag('og:description', meta.description),
    tag('og:url', pageUrl),
    ...(image ? [tag('og:image', image)] : []),
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`,
    `<link rel="canonical" href="${escapeHtml(pageUrl)}" />`,
    ...(meta.structuredData
      ? [`<script type="application/ld+json">${scriptJson(meta.structuredData)}</script>`]
      : []),
  ];

  let html = template.replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${title}</title>`);
  const descriptionTag = `<meta name="description" content="${description}" />`;
  const existing = /<meta\s+name="description"[^>]*>/i;
  html = existing.test(html)
    ? html.replace(existing, () => descriptionTag)
    : html.replace('</head>', () => `    ${descriptionTag}\n  </head>`);
  return html.replace('</head>', () => `    ${tags.join('\n    ')}\n  </head>`);
}

/**
 * Serves the built React app: hashed assets cached for a year, index.html for every other
 * non-API path, and a JSON 404 for unknown /api paths. index.html comes with 404 for a path
 * that is no page (#shared/page-routes.ts) or a page of nothing (an unknown artist), where the
 * app shows its not-found page. Pages with meta (an artist's profile) get it written into
 * index.html, so shared links preview well without running the app.
 */
/** Renders a page of the app to markup (dist/ssr, built from src/client/entry-server.tsx). */
type RenderPage = (
  url: string,
  fetchApi: typeof fetch,
) => Promise<{ html: string; data: unknown } | null>;

/** The server renderer built beside the app (`dist/ssr` next to `dist/client`), if there is one. */
async function loadRenderer(
  clientDir: string,
  { pseudoLocale = false }: ClientAppOptions,
): Promise<RenderPage | null> {
  const entry = path.join(clientDir, '..', 'ssr', 'entry-server.js');
  if (!existsSync(entry)) return null;
  const { renderPage, setPseudoLocale } = (await import(pathToFileURL(entry).href)) as {
    renderPage: RenderPage;
    setPseudoLocale?: (on: boolean) => void;
  };
  setPseudoLocale?.(pseudoLocale);
  return renderPage;
}

const EMPTY_ROOT = '<div id="root"></div>';
const INLINE_STYLE = /<[^>]+\sstyle="/;

/** Files fetched fresh on every visit: the page, and the service worker that finds releases. */
const FRESH_FILES = new Set(['index.html', 'sw.js']);

/**
 * The page's queries answered by this server in process, as anyone signed out asks them: no
 * cookie or token of the visitor's goes along.
 */
function inProcessFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    if ((init?.method ?? 'GET') !== 'GET') throw new Error('Server rendering only reads.');
    const answer = await app.inject({
      method: 'GET',
      url: typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      headers: { accept: 'application/json' },
    });
    return new Response(answer.body, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };
}

export async function registerClientApp(
  app: FastifyInstance,
  clientDir: string,
  options: ClientAppOptions,
): Promise<void> {
  const root = path.resolve(clientDir);
  const indexFile = path.join(root, 'index.html');
  const built = existsSync(indexFile);
  // Read once: a new build comes with a restart.
  const template = built ? readFileSync(indexFile, 'utf8') : '';
  const render = built && template.includes(EMPTY_ROOT) ? await loadRenderer(root, options) : null;
  const chunks = built ? catalogueChunks(root) : {};

  const fetchApi = inProcessFetch(app);

  /**
   * The page's markup in the root, for main.tsx to hydrate; without it, the app renders it.
   * `whole` is false when the rendering failed (the same page may render next time).
   */
  async function withContent(html: string, url: string, fullUrl: string, log: FastifyBaseLogger) {
    if (!render || !isServerRendered(url)) return { html, whole: true };
    try {
      const rendered = await render(new URL(fullUrl, options.publicUrl).href, fetchApi);
      if (rendered === null) return { html, whole: true };
      const { html: content, data } = rendered;
      // Inline style attributes (React Aria's visually hidden elements set one) would be
      // refused by the CSP before hydration could apply them: such a page renders in the browser.
      if (INLINE_STYLE.test(content)) {
        log.warn({ url }, 'server rendering skipped: the markup has inline styles');
        return { html, whole: true };
      }
      const root = `<div id="root" data-rendered="server">${content}</div>`;
      const state = `<script type="application/json" id="server-data">${scriptJson(data)}</script>`;
      return { html: html.replace(EMPTY_ROOT, () => `${root}\n    ${state}`), whole: true };
    } catch (error) {
      // The app renders it in the browser instead.
      log.warn({ err: error, url }, 'server rendering failed');
      return { html, whole: false };
    }
  }

  /**
   * The page of a path (`fullUrl` with its query; `url` without it and without its locale
   * prefix), with its meta and markup, in the language of its address.
   */
  async function buildPage(
    url: string,
    fullUrl: string,
    locale: Locale,
    log: FastifyBaseLogger,
    kept: boolean,
  ) {
    const localized = localizePage(template, url, locale, options.publicUrl, chunks);
    const found = isPagePath(url)
      ? await findPageMeta(log, options, url, fullUrl, locale)
      : { meta: { notFound: true as const }, whole: true };
    const { meta } = found;
    if (meta !== null && 'notFound' in meta) {
      const html = localizePage(template, url, locale, options.publicUrl, chunks, {
        alternates: false,
      }).html;
      const missing: PageAnswer = {
        status: 404,
        body: new PageBody(html, kept),
        whole: found.whole,
      };
      return missing;
    }
    const page = meta
      ? renderPageHtml(
          localized.html,
          meta,
          options.publicUrl + localized.address(meta.path ?? url),
          options.publicUrl,
        )
      : localized.html;
    const content = await withContent(page, url, fullUrl, log);
    const answer: PageAnswer = {
      status: 200,
      body: new PageBody(content.html, kept),
      whole: found.whole && content.whole,
    };
    return answer;
  }
  if (built) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The .br or .gz the build wrote beside a file, when the browser accepts that encoding.
      preCompressed: true,
      // Only ours (setHeaders): the plugin's default would override it in some versions.
      cacheControl: false,
      setHeaders(res, filePath) {
        // Hashed assets never change; index.html must be fetched fresh to find the new ones,
        // and the service worker to find a new release.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        let cacheControl = immutable
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=3600';
        if (FRESH_FILES.has(path.relative(root, filePath).replace(/\.(br|gz)$/, '')))
          cacheControl = 'no-cache';
        res.setHeader('cache-control', cacheControl);
        // Caches keep the encodings apart.
        if (COMPRESSIBLE_FILE.test(filePath.replace(/\.(br|gz)$/, '')))
          res.setHeader('vary', 'accept-encoding');
      },
    });
  }

  // Every other GET (and HEAD) is a page of the app, or its not-found page. A route rather
  // than the not-found handler, so route hooks (compression) apply to pages too.
  app.get(PAGE_ROUTE, { config: { access: 'public' } }, async (request, reply) => {
    const address = request.url.split('?')[0] ?? '';
    // Unknown API paths and missing files (an old asset, a typo) are real 404s.
    if (address.startsWith('/api/') || address === '/api' || /\.[a-z0-9]+$/i.test(address)) {
      throw new AppError('not_found', `There is no ${request.method} ${address}.`);
    }
    const { locale, path: url } = pageLocaleOf(address);
    // An English address for a visitor who chose French (or whose browser asks for it first).
    const redirect = preferredLocaleRedirect(request, locale, url);
    if (redirect) return reply.header('vary', 'cookie, accept-language').redirect(redirect, 302);
    if (!built) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app is not built yet: run `npm run build`, or use `npm start`.');
    }
    // Rendered pages for visitors without credentials are kept (others cost no rendering),
    // under their address: a French page's begins with /fr (page-locale.ts).
    const keep =
      render && isServerRendered(url) && !carriesSession(request) ? options.keepPage : undefined;
    const build = () => buildPage(url, request.url, locale, request.log, Boolean(keep));
    const page = keep ? await keep(`page:${request.url}`, build, (p) => p.whole) : await build();
    return sendPage(request, reply, page);
  });
  // Other methods on any path.
  app.setNotFoundHandler((request) => {
    throw new AppError('not_found', `There is no ${request.method} ${request.url.split('?')[0]}.`);
  });
}

/**
 * A page as the bytes it holds, compressed as the browser accepts; tagged, so
 * registerCompression neither hashes nor compresses it again.
 */
function sendPage(request: FastifyRequest, reply: FastifyReply, page: PageAnswer) {
  const { bytes, encoding } = page.body.as(pageEncoding(request.headers['accept-encoding']));
  if (encoding) reply.header('content-encoding', encoding);
  if (page.status === 200) reply.header('etag', page.body.etag);
  return reply
    .status(page.status)
    .header('cache-control', 'no-cache')
    .header('vary', 'cookie, accept-language, accept-encoding')
    .type('text/html; charset=utf-8')
    .send(bytes);
}

/** The page's meta; `whole` is false when the lookup failed (null meta then). */
async function findPageMeta(
  log: { warn: (obj: object, msg: string) => void },
  options: ClientAppOptions,
  url: string,
  fullUrl: string,
  locale: Locale,
): Promise<{ meta: PageMeta | PageNotFound | null; whole: boolean }> {
  if (!options.pageMeta) return { meta: null, whole: true };
  try {
    const query = new URL(fullUrl, options.publicUrl).searchParams;
    return { meta: await options.pageMeta(url, query, locale), whole: true };
  } catch (error) {
    // A page without its preview is better than no page.
    log.warn({ err: error, url }, 'page meta lookup failed');
    return { meta: null, whole: false };
  }
}
