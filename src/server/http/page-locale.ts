/**
 * Which language a page is served in (decision 0037). The address decides: `/fr/…` is French,
 * any other page English. An English address is sent on to its French one when the visitor
 * chose French (the `blush_lang` cookie the language switch sets, from the account when signed
 * in) or, on a first visit without that cookie, when her browser's `Accept-Language` puts
 * French before English. Every page says its `<html lang>`, and public ones name both addresses
 * (`hreflang`), so search engines list each in its language.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  LOCALES,
  localizedPath,
  matchLocale,
  negotiateLocale,
  splitLocalePath,
  type Locale,
} from '#shared/i18n/locales.ts';
import { isPagePath, isServerRendered } from '#shared/page-routes.ts';
import type { Env } from '../env.ts';
import { cookieOf } from './session-cookie.ts';

export const pageLocaleOf = splitLocalePath;

/** The language a request asks for: the switch's cookie, else `Accept-Language`. */
export function preferredLocale(request: FastifyRequest): Locale {
  return (
    matchLocale(cookieOf(request, LOCALE_COOKIE)) ??
    negotiateLocale(request.headers['accept-language'])
  );
}

/**
 * The language of an API answer (its error messages): `Accept-Language`, which the web app
 * sets to its page's language, else the switch's cookie; English for anything else.
 */
export function answerLocale(request: FastifyRequest): Locale {
  const header = request.headers['accept-language'];
  if (header) return negotiateLocale(header);
  return matchLocale(cookieOf(request, LOCALE_COOKIE)) ?? DEFAULT_LOCALE;
}

/** Where an English page address should go instead for this visitor, or null. */
export function preferredLocaleRedirect(
  request: FastifyRequest,
  locale: Locale,
  pagePath: string,
): string | null {
  if (locale !== DEFAULT_LOCALE || !isPagePath(pagePath)) return null;
  const preferred = preferredLocale(request);
  return preferred === DEFAULT_LOCALE ? null : localizedPath(request.url, preferred);
}

/** Keeps the visitor's language for a year (not HttpOnly: nothing secret, and harmless). */
export function setLocaleCookie(reply: FastifyReply, env: Env, locale: Locale): void {
  const secure = env.NODE_ENV === 'production' || env.PUBLIC_URL.startsWith('https:');
  reply.header(
    'set-cookie',
    `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${365 * 24 * 3600}; SameSite=Lax${secure ? '; Secure' : ''}`,
  );
}

/** Each locale's catalogue chunk in the build, for a `modulepreload` (fetched with the entry). */
export function catalogueChunks(clientDir: string): Partial<Record<Locale, string>> {
  const file = path.join(clientDir, '.vite/manifest.json');
  if (!existsSync(file)) return {};
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { file: string }>;
  const chunks: Partial<Record<Locale, string>> = {};
  for (const locale of LOCALES) {
    const entry = Object.entries(manifest).find(([key]) =>
      key.endsWith(`i18n/messages/${locale}.json`),
    );
    if (entry) chunks[locale] = `/${entry[1].file}`;
  }
  return chunks;
}

/**
 * index.html in `locale`: its `<html lang>`, the catalogue preloaded and, for a public page the
 * server renders (unless `alternates` is false: a page of nothing), the alternates in each
 * language; `address` gives a path's address in it.
 */
export function localizePage(
  template: string,
  pagePath: string,
  locale: Locale,
  publicUrl: string,
  chunks: Partial<Record<Locale, string>>,
  { alternates = true } = {},
) {
  const address = (p: string) => localizedPath(p, locale);
  const head: string[] = [];
  const chunk = chunks[locale];
  if (chunk) head.push(`<link rel="modulepreload" crossorigin href="${chunk}" />`);
  if (alternates && isServerRendered(pagePath)) {
    const href = (p: string) => (publicUrl + p).replace(/[&<>"']/g, encodeURIComponent);
    for (const other of LOCALES)
      head.push(
        `<link rel="alternate" hreflang="${other}" href="${href(localizedPath(pagePath, other))}" />`,
      );
    head.push(`<link rel="alternate" hreflang="x-default" href="${href(pagePath)}" />`);
  }
  let html = template.replace(/<html lang="[^"]*"/, `<html lang="${locale}"`);
  if (head.length > 0) html = html.replace('</head>', () => `  ${head.join('\n    ')}\n  </head>`);
  return { html, address };
}
