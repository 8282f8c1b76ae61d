import { portfolioTags } from '#shared/catalog.ts';
import { LOCALES, localizedPath, type Locale } from '#shared/i18n/locales.ts';
import { pagePaths } from '#shared/page-routes.ts';
import { escapeHtml } from '../../http/client-app.ts';
import type { App, AppContext } from '../../context.ts';
import { categoryPath } from './site-meta.ts';
import { listedArtists } from './site.queries.ts';

/** Pages worth finding from a search engine, besides the artists' profiles. */
const INDEXED_PAGES = ['/', '/search', '/artist', '/faq', '/help', '/terms', '/policy'];

/**
 * What crawlers may not fetch: every page behind a sign-in, one-time links (their tokens are
 * private) and the API. Path parameters become `*`, which the major crawlers understand.
 */
function disallowed(): string[] {
  const oneTime = pagePaths.public.filter((p) => p.includes('/:'));
  return [...pagePaths.signedIn, ...pagePaths.admin, ...oneTime]
    .filter((p) => p !== '/profile/artist/:id')
    .map((p) => p.replace(/:[^/]+/g, '*'))
    .flatMap((p) => [p, localizedPath(p, 'fr-CA')])
    .concat('/api/', '/dev/');
}

export function siteRoutes(app: App, { db, env }: AppContext): void {
  const robots = [
    'User-agent: *',
    ...disallowed().map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${env.PUBLIC_URL}/sitemap.xml`,
    '',
  ].join('\n');

  app.get(
    '/robots.txt',
    { config: { access: 'public' }, schema: { hide: true } },
    async (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(robots),
  );

  app.get(
    '/sitemap.xml',
    { config: { access: 'public' }, schema: { hide: true } },
    async (_request, reply) => {
      const artists = await listedArtists(db);
      // Each page in both languages, each naming the other (decision 0037).
      const address = (path: string, locale: Locale) =>
        escapeHtml(env.PUBLIC_URL + localizedPath(path, locale));
      const alternates = (path: string) =>
        LOCALES.map(
          (locale) =>
            `<xhtml:link rel="alternate" hreflang="${locale}" href="${address(path, locale)}"/>`,
        ).join('');
      const url = (path: string, lastmod?: Date) =>
        LOCALES.map(
          (locale) =>
            `  <url><loc>${address(path, locale)}</loc>${
              lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''
            }${alternates(path)}</url>`,
        ).join('\n');
      const xml = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
        ...INDEXED_PAGES.map((p) => url(p)),
        ...portfolioTags.map((tag) => url(categoryPath(tag))),
        ...artists.map((a) => url(`/profile/artist/${a.id}`, a.updatedAt)),
        '</urlset>',
        '',
      ].join('\n');
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(xml);
    },
  );
}
