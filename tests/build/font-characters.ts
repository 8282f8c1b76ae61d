/**
 * The characters the app's screens may show, for the font subsets (scripts/subset-fonts.ts)
 * and their test: printable ASCII, the French letters (with their capitals, Œ and œ, « »),
 * and every other character outside ASCII written in the web app's and the shared sources.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '#server/root.ts';
import { PSEUDO_CLOSE, PSEUDO_OPEN } from '#shared/i18n/pseudo-locale.ts';

export const fontsDir = path.join(ROOT, 'src/client/fonts');
/** The characters the committed subsets were cut to, beside them. */
export const CHARACTERS_FILE = 'characters.txt';

/** Each font's Latin file from its Fontsource package (weight axis), and its subset's name. */
export const FONT_SOURCES = {
  inter: {
    source: 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    file: 'inter-subset.woff2',
  },
  fraunces: {
    source: 'node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
    file: 'fraunces-subset.woff2',
  },
} as const;

const FRENCH = 'àâäæçéèêëîïôöœùûüÿÀÂÄÆÇÉÈÊËÎÏÔÖŒÙÛÜ«»';
const SOURCE_DIRS = ['src/client', 'src/shared'];
const SOURCE_FILE = /\.(tsx?|md|json|html)$/;

function sourceFiles(): string[] {
  return SOURCE_DIRS.flatMap((dir) =>
    readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => SOURCE_FILE.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => path.join(ROOT, dir, file)),
  );
}

/** Every character the app may show, one string each (code points, so emoji stay whole). */
export function appCharacters(): Set<string> {
  const characters = new Set<string>();
  for (let code = 0x20; code < 0x7f; code++) characters.add(String.fromCodePoint(code));
  for (const c of FRENCH) characters.add(c);
  characters.add('\u00a0'); // no-break space, used between numbers and units
  for (const file of sourceFiles())
    for (const c of readFileSync(file, 'utf8')) if (c.codePointAt(0)! > 0x7f) characters.add(c);
  // The pseudo-locale's brackets show only in tests (PSEUDO_LOCALE is refused in production).
  characters.delete(PSEUDO_OPEN);
  characters.delete(PSEUDO_CLOSE);
  return characters;
}
