/**
 * The message catalogues as the browser gets them (decision 0037): each message of
 * src/shared/i18n/messages/<locale>.json parsed at build time into FormatJS's message AST, so
 * the page carries intl-messageformat's formatter but not its ICU parser (vite.config.ts points
 * the parser at its `no-parser` build for the browser). A key a catalogue lacks gets the
 * English message, with a warning in the build's log: the page never shows a key.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { publicMessageKeys } from './public-keys.ts';

/** Messages only the server says (e-mails, errors, answers, link previews): not in the browser's. */
export const SERVER_ONLY = /^(email|answer|error|preview)\./;

const CATALOGUE = /[\\/]shared[\\/]i18n[\\/]messages[\\/]([\w-]+)\.json$/;
const ENGLISH = 'en-CA.json';

/**
 * Which part of the browser's catalogue a key belongs to: the first load's (the keys the public
 * pages' code names, `publicMessageKeys`) or the signed-in area's, `<locale>.json?area`, which
 * those pages load with their module (src/client/lib/i18n.tsx), so the public pages' first load
 * carries none of the signed-in screens' words (decision 0040).
 */
export type IsFirstLoad = (key: string) => boolean;

/** A catalogue's messages parsed, English filling what it lacks; `warn` names each gap. */
export function compileCatalogue(
  messages: Record<string, string>,
  english: Record<string, string>,
  warn: (key: string) => void = () => {},
  part: 'first' | 'area' = 'first',
  isFirstLoad: IsFirstLoad = () => true,
): Record<string, unknown> {
  const compiled: Record<string, unknown> = {};
  for (const [key, text] of Object.entries(english)) {
    if (SERVER_ONLY.test(key) || isFirstLoad(key) !== (part === 'first')) continue;
    const message = messages[key];
    if (message === undefined) warn(key);
    const ast = parse(message ?? text, { ignoreTag: true });
    // Plain text stays text: the browser shows it as it is.
    const [only] = ast;
    compiled[key] = ast.length === 1 && only?.type === TYPE.literal ? only.value : ast;
  }
  return compiled;
}

export function cataloguePlugin(): Plugin {
  // Found once a build (the import graph takes a second or two); a dev server finds it again
  // when a catalogue is reloaded.
  let firstLoad: Set<string> | null = null;
  return {
    name: 'blush-catalogues',
    enforce: 'pre',
    buildStart() {
      firstLoad = null;
    },
    load(id) {
      const match = CATALOGUE.exec(id.split('?')[0] ?? '');
      if (!match) return null;
      const file = id.split('?')[0]!;
      const read = (name: string) =>
        JSON.parse(readFileSync(name, 'utf8')) as Record<string, string>;
      const english = read(path.join(path.dirname(file), ENGLISH));
      this.addWatchFile(path.join(path.dirname(file), ENGLISH));
      const part = /\?area$/.test(id) ? 'area' : 'first';
      firstLoad ??= publicMessageKeys(Object.keys(english));
      const publicKeys = firstLoad;
      const compiled = compileCatalogue(
        read(file),
        english,
        (key) => this.warn(`${match[1]} has no message "${key}": English is used`),
        part,
        (key) => publicKeys.has(key),
      );
      // The area part's id does not end in .json: a module of its own.
      if (part === 'area')
        return `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
      // JSON still: Vite's JSON plugin makes it a module (JSON.parse for a large one).
      return JSON.stringify(compiled);
    },
  };
}
