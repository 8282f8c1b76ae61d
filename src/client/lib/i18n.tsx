/**
 * The page's language in the browser (decision 0037): the locale comes from the address (`/fr`
 * pages are French), its catalogue alone is loaded before the first render, and components
 * read `useT()`. Formats of money and dates take `useLocale()`.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { I18nProvider as AriaLocale } from 'react-aria-components';
import { splitLocalePath, type Locale } from '#shared/i18n/locales.ts';
import { formatAst } from '#shared/i18n/format-ast.ts';
import {
  createTranslator,
  type Catalogue,
  type MessageFormatter,
  type Translator,
} from '#shared/i18n/translator.ts';

/** The built catalogue's messages: final text, or an AST to say with the values. */
const builtFormat: MessageFormatter = (message, locale) =>
  typeof message === 'string' ? () => message : (values) => formatAst(message, locale, values);

/** One chunk per language: a visitor downloads only hers. */
const catalogues: Record<Locale, () => Promise<{ default: unknown }>> = {
  'en-CA': () => import('#shared/i18n/messages/en-CA.json'),
  'fr-CA': () => import('#shared/i18n/messages/fr-CA.json'),
};

/**
 * The signed-in area's messages (every browser message no public page's code names), apart
 * from the first load's (scripts/public-keys.ts): its pages load them with their module
 * (router.tsx), into the page's catalogue.
 */
const areaCatalogues: Record<Locale, () => Promise<{ default: unknown }>> = {
  'en-CA': () => import('#shared/i18n/messages/en-CA.json?area'),
  'fr-CA': () => import('#shared/i18n/messages/fr-CA.json?area'),
};

/** The page's catalogue, once loaded: the area's messages join it. */
let pageCatalogue: { locale: Locale; messages: Catalogue } | null = null;
let areaMessages: Catalogue | null = null;
let areaLoaded: Promise<void> | null = null;

/** Loads the signed-in area's messages into the page's catalogue (once). */
export function loadAreaMessages(locale: Locale = pageLocale()): Promise<void> {
  areaLoaded ??= areaCatalogues[locale]().then(({ default: messages }) => {
    areaMessages = messages as Catalogue;
    if (pageCatalogue?.locale === locale) Object.assign(pageCatalogue.messages, messages);
  });
  return areaLoaded;
}

/** The locale of the page at `pathname` (the browser's address unless given). */
export const pageLocale = (pathname = window.location.pathname): Locale =>
  splitLocalePath(pathname).locale;

/** A translator for `locale`, its catalogue loaded (built with English filling any gap). */
export async function loadTranslator(locale: Locale): Promise<Translator> {
  const { default: loaded } = await catalogues[locale]();
  // A copy: the area's messages may join it (loadAreaMessages).
  const catalogue = { ...(loaded as Catalogue), ...areaMessages };
  pageCatalogue = { locale, messages: catalogue };
  return createTranslator(locale, catalogue, {
    format: builtFormat,
    warn: (key) => console.warn(`No message "${key}" in ${locale}`),
  });
}

/** Outside any provider (unit tests of one component): set by the tests' setup. */
let standalone: Translator = createTranslator('en-CA', {}, { format: builtFormat });
export function setStandaloneTranslator(translator: Translator): void {
  standalone = translator;
}

const I18nContext = createContext<Translator | null>(null);

export function I18nProvider({
  translator,
  children,
}: {
  translator: Translator;
  children: ReactNode;
}) {
  // React Aria's own words (a dialog's hidden "Dismiss", a date field's parts) in the page's
  // language too, not the browser's.
  return (
    <I18nContext.Provider value={translator}>
      <AriaLocale locale={translator.locale}>{children}</AriaLocale>
    </I18nContext.Provider>
  );
}

export const useTranslator = (): Translator => useContext(I18nContext) ?? standalone;
/** `t(key, values)` in the page's language. */
export const useT = (): Translator['t'] => useTranslator().t;
export const useLocale = (): Locale => useTranslator().locale;
