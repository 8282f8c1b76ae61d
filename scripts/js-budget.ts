/**
 * The JavaScript each page makes a phone download before it first renders, gzipped, read from
 * the build's manifest: the entry with everything it imports, and the page's own module with
 * everything that imports (the router loads it before rendering). `npm test` fails when a page
 * grows past its ceiling; the targets are issue 39's (decision 0031), which the ceilings come
 * down to as the first load is cut. A page also loads its language's message catalogue before
 * it renders (decision 0037): each page is weighed in English and in French, and the heavier
 * must keep the ceiling.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from '#server/root.ts';
import { LOCALES, type Locale } from '#shared/i18n/locales.ts';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

export interface PageBudget {
  page: string;
  /** The page's module in the manifest (its path under src/client). */
  module: string;
  ceilingKb: number;
  targetKb: number;
}

export const PAGE_BUDGETS: PageBudget[] = [
  // Decision 0037 raised each ceiling by what French costs every page, measured: 1.8 KB of
  // message runtime and 2.6 (English) to 3.0 KB (French) of catalogue: 153 → 157, 161 → 165,
  // 168 → 172, 230 → 235. Splitting the catalogue by page is the way back down. Merged with
  // search by artist (decision 0036: cards, filters, the profile's hours) and the GST/HST labels
  // and receipts (0029), the measured weights were 157.9 / 166.1 / 173.6 / 236.8 KB: the
  // ceilings are those, rounded up (158, 167, 174, 237), so any further growth fails.
  // Decision 0041 (credentials' badges on cards and profiles, the search filter, and some 70
  // messages every page's catalogue carries) measured 160.9 / 170.0 / 176.2 / 238.0 KB.
  // Decision 0038 (the search map) adds its strings to both catalogues (0.8 KB on every page)
  // and, on /search, the map's light wrapper and pin grouping (1.6 KB; Leaflet itself, 44.7 KB,
  // loads only when the map is shown). With at-home visits (0039: the address picker, the area
  // panel), the French customer and artist screens (0037, 0040: React Aria's locale provider,
  // the catalogue's names, ~1,200 browser messages) and the catalogue split by what public
  // pages name (scripts/public-keys.ts: their ~340 messages on first load, the rest with the
  // signed-in pages), all merged: 166.0 / 176.3 / 181.5 / 247.1 KB. The search page and the
  // profile in French (decision 0037, ~160 messages in the first load's catalogue, which every
  // public page loads; their code's `t(…)` calls): 168.2 / 179.8 / 184.4 / 249.1 KB in French;
  // with the shared field messages' ~40 more patterns (known-messages.ts, the forms' words in
  // both languages; the server's own answers stay out, in known-answers.ts): 169.8 / 181.4 /
  // 186.0 / 250.6. Decision 0043 took zod off every first load and React Aria off the shell and
  // home (147.1 / 172.9 / 178.1 / 246.4 KB before the French search and profile); all merged
  // with booking photos' badge, the events badge and filter, patch tests in the checkout and the
  // address rule (0039, 0041, 0042): 151.9 / 179.1 / 185.1 / 251.2 KB in French, rounded up
  // below. A catalogue per page, the router and TanStack Query are the way down (0043).
  // With the health notes (0041) and the client's shared parts that replaced copied blocks
  // (0045), home measured 152.1 KB in French: its ceiling went from 152 to 153.
  { page: '/', module: 'app/routes/home.tsx', ceilingKb: 153, targetKb: 110 },
  { page: '/search', module: 'app/routes/search.tsx', ceilingKb: 180, targetKb: 125 },
  {
    page: '/profile/artist/:id',
    module: 'app/routes/artist-profile.tsx',
    // 163.6 before the waitlist, the usual response time and the HST badge joined the page;
    // the gallery's "From a Blush booking" badge (decision 0041) and French (0037): see above.
    ceilingKb: 186,
    targetKb: 125,
  },
  {
    page: '/checkout/:id/:bookId',
    module: 'app/routes/checkout.tsx',
    // The health questions' step (decision 0041; the form itself loads only when an order asks
    // it) and their ~40 messages: 251.2 → 252.7 KB in French. The card form and its test cards
    // in French (the pseudo-locale sweep found them English on /payments, decision 0037):
    // 253.3 KB.
    ceilingKb: 254,
    targetKb: 170,
  },
];

export interface PageWeight extends PageBudget {
  /** The heavier of the page's languages. */
  kb: number;
  /** In each language, with its catalogue. */
  byLocale: Record<Locale, number>;
  files: number;
}

/** The build's key of a locale's catalogue: its path from src/client, into src/shared. */
const catalogueKey = (locale: Locale) =>
  path.posix.join(path.posix.relative('src/client', 'src/shared'), `i18n/messages/${locale}.json`);

export function pageWeights(clientDir = path.join(ROOT, 'dist/client')): PageWeight[] {
  const manifest = JSON.parse(
    readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
  const chunk = (key: string) => {
    const found = manifest[key];
    if (!found) throw new Error(`The build has no ${key}`);
    return found;
  };
  const gzipped = new Map<string, number>();
  const gzippedSize = (file: string) => {
    let size = gzipped.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(path.join(clientDir, file)), { level: 9 }).length;
      gzipped.set(file, size);
    }
    return size;
  };
  const closure = (keys: string[], seen = new Set<string>()): Set<string> => {
    for (const key of keys) {
      if (seen.has(key)) continue;
      seen.add(key);
      closure(chunk(key).imports ?? [], seen);
    }
    return seen;
  };
  const kbOf = (keys: string[]) => {
    const files = [...closure(keys)].map((key) => chunk(key).file);
    const bytes = files
      .filter((file) => file.endsWith('.js'))
      .reduce((sum, file) => sum + gzippedSize(file), 0);
    return { kb: Math.round(bytes / 102.4) / 10, files: files.length };
  };
  return PAGE_BUDGETS.map((budget) => {
    const weighed = LOCALES.map((locale) => ({
      locale,
      ...kbOf(['index.html', budget.module, catalogueKey(locale)]),
    }));
    const heaviest = weighed.reduce((a, b) => (b.kb > a.kb ? b : a));
    return {
      ...budget,
      kb: heaviest.kb,
      files: heaviest.files,
      byLocale: Object.fromEntries(weighed.map((w) => [w.locale, w.kb])) as Record<Locale, number>,
    };
  });
}
