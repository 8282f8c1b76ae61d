/**
 * Both catalogues at once, for the server (e-mails, error answers, rendered pages): there the
 * weight does not matter, and one process answers in either language. The browser loads only
 * its page's (src/client/lib/i18n.tsx).
 */
import english from './messages/en-CA.json';
import french from './messages/fr-CA.json';
import { icuFormat } from './icu-format.ts';
import type { Locale } from './locales.ts';
import {
  createTranslator,
  type Catalogue,
  type MissingWarning,
  type Translator,
} from './translator.ts';

export const CATALOGUES: Record<Locale, Catalogue> = {
  'en-CA': english,
  'fr-CA': french,
};

/** Where a missing translation is told: the server's log (set at start), once per key. */
let warnMissing: MissingWarning = (key, locale) => {
  console.warn(`No ${locale} message "${key}": English is used`);
};
export function onMissingTranslation(warn: MissingWarning): void {
  warnMissing = warn;
  translators.clear();
}

const translators = new Map<Locale, Translator>();

/** The translator of `locale`, English filling any gap (with one warning per key). */
export function serverTranslator(locale: Locale): Translator {
  let translator = translators.get(locale);
  if (!translator) {
    translator = createTranslator(locale, CATALOGUES[locale], {
      format: icuFormat,
      fallback: CATALOGUES['en-CA'],
      warn: (key, at) => warnMissing(key, at),
    });
    translators.set(locale, translator);
  }
  return translator;
}
