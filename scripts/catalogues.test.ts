/**
 * The catalogue check (decision 0037): `npm test` fails on a key missing from a catalogue, on
 * a key no code uses any more, on a message that is not valid ICU, and on a French message
 * whose placeholders differ from the English one's. It also keeps the usage decisions.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { ROOT } from '#server/root.ts';
import { LOCALES } from '#shared/i18n/locales.ts';
import { formatAst } from '#shared/i18n/format-ast.ts';
import { icuFormat } from '#shared/i18n/icu-format.ts';
import type { MessageValues } from '#shared/i18n/translator.ts';
import { compileCatalogue, SERVER_ONLY } from './catalogue-plugin.ts';
import { publicMessageKeys, publicModules } from './public-keys.ts';

const messagesDir = path.join(ROOT, 'src/shared/i18n/messages');
const read = (locale: string) =>
  JSON.parse(readFileSync(path.join(messagesDir, `${locale}.json`), 'utf8')) as Record<
    string,
    string
  >;
const catalogues = Object.fromEntries(LOCALES.map((locale) => [locale, read(locale)]));
const english = catalogues['en-CA']!;

/** The names of a message's arguments, plurals and selects included. */
function argumentsOf(elements: MessageFormatElement[], names = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    names.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select)
      for (const option of Object.values(element.options)) argumentsOf(option.value, names);
  }
  return names;
}

/** The sources that may use a key: the app's code, not its tests or the catalogues. */
function sourceText(): string {
  return ['src']
    .flatMap((dir) =>
      readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file))
        .map((file) => readFileSync(path.join(ROOT, dir, file), 'utf8')),
    )
    .join('\n');
}

describe('the message catalogues', () => {
  it.each(LOCALES)('%s has every key and no other', (locale) => {
    const keys = Object.keys(catalogues[locale]!).sort();
    expect(keys).toEqual(Object.keys(english).sort());
  });

  it.each(LOCALES)('every %s message is ICU with the English placeholders', (locale) => {
    for (const [key, message] of Object.entries(catalogues[locale]!)) {
      const names = [...argumentsOf(parse(message, { ignoreTag: true }))].sort();
      const englishNames = [...argumentsOf(parse(english[key] ?? '', { ignoreTag: true }))];
      expect({ key, names }).toEqual({ key, names: englishNames.sort() });
    }
  });

  it('uses every key somewhere in the code', () => {
    const code = sourceText();
    const unused = Object.keys(english).filter(
      (key) => !code.includes(`'${key}'`) && !code.includes(`"${key}"`),
    );
    expect(unused).toEqual([]);
    // Reads every source file: seconds on a busy machine.
  }, 30_000);

  it('keeps Canadian French usage: courriel, never e-mail', () => {
    const french = Object.entries(catalogues['fr-CA']!).filter(([, text]) =>
      /\be-?mail/i.test(text.replace(/\{[^}]*\}/g, '')),
    );
    expect(french).toEqual([]);
  });

  it('builds a catalogue with English in any gap, naming it', () => {
    const gaps: string[] = [];
    const built = compileCatalogue(
      { 'home.title': 'Bonjour' },
      { 'home.title': 'Hello', 'home.how': 'How' },
      (key) => gaps.push(key),
    );
    expect(gaps).toEqual(['home.how']);
    expect(built['home.how']).toBe('How');
    expect(built['home.title']).toBe('Bonjour');
  });

  it("puts the signed-in area's messages in their own part, the rest in the first load's", () => {
    const messages = { 'home.title': 'Home', 'settings.title': 'Settings', 'email.x': 'Mail' };
    const isFirstLoad = (key: string) => key === 'home.title';
    expect(
      Object.keys(compileCatalogue(messages, messages, () => {}, 'first', isFirstLoad)),
    ).toEqual(['home.title']);
    expect(
      Object.keys(compileCatalogue(messages, messages, () => {}, 'area', isFirstLoad)),
    ).toEqual(['settings.title']);
  });

  it('finds the words the public pages name, and leaves the signed-in screens out', () => {
    const found = publicMessageKeys(Object.keys(english));
    // The shell, home, sign-in, a profile's reviews and the search are public…
    for (const key of ['shell.menu.account', 'home.title', 'auth.email', 'map.cluster'])
      expect(found.has(key), key).toBe(true);
    // …the wizard, settings and the admin console are not.
    const signedIn = Object.keys(english).filter((key) => /^(wizard|settings|admin)\./.test(key));
    expect(signedIn.length).toBeGreaterThan(0);
    expect(signedIn.filter((key) => found.has(key))).toEqual([]);
    // A public module's file is walked, a signed-in page's is not.
    const modules = [...publicModules()].map((file) => path.relative(ROOT, file));
    expect(modules).toContain('src/client/app/routes/home.tsx');
    expect(modules).not.toContain('src/client/app/routes/earnings.tsx');
    // TypeScript resolves the whole program's imports: seconds on a busy machine.
  }, 60_000);
});

/** The arguments of a message that are counted (plurals, numbers). */
function countedOf(elements: MessageFormatElement[], names = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.plural || element.type === TYPE.number) names.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select)
      for (const option of Object.values(element.options)) countedOf(option.value, names);
  }
  return names;
}

describe("the browser's formatter", () => {
  it.each(LOCALES)('says every %s message as intl-messageformat does', (locale) => {
    const built = {
      ...compileCatalogue(catalogues[locale]!, english),
      ...compileCatalogue(catalogues[locale]!, english, () => {}, 'area'),
    };
    for (const [key, message] of Object.entries(catalogues[locale]!)) {
      if (SERVER_ONLY.test(key)) {
        expect(built[key], key).toBeUndefined();
        continue;
      }
      const ast = parse(message, { ignoreTag: true });
      const counted = countedOf(ast);
      for (const n of [0, 1, 2, 1234]) {
        const values: MessageValues = Object.fromEntries(
          [...argumentsOf(ast)].map((name) => [name, counted.has(name) ? n : `«${name}»`]),
        );
        const compiled = built[key] as string | MessageFormatElement[];
        const said = typeof compiled === 'string' ? compiled : formatAst(compiled, locale, values);
        expect({ key, n, said }).toEqual({ key, n, said: icuFormat(message, locale)(values) });
      }
    }
  });
});
