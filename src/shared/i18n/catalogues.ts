/**
 * Both catalogues at once, for the server (e-mails, error answers, rendered pages): there the
 * weight does not matter, and one process answers in either language. The browser loads only
 * its page's (src/client/lib/i18n.tsx).
 */
import english from './messages/en-CA.json';
import french from './messages/fr-CA.json';
import { icuFormat } from './icu-format.ts';
import type { Locale } from './locales.ts';
import { pseudoCatalogue } from './pseudo-locale.ts';
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

/** The pseudo-locale (pseudo-locale.ts): French messages wrapped in ⟦…⟧. Tests only. */
let pseudo = false;
/** Turns the pseudo-locale on or off for this process's French (the server's PSEUDO_LOCALE). */
export function setPseudoLocale(on: boolean): void {
  if (on === pseudo) return;
  pseudo = on;
  translators.clear();
}

/** The translator of `locale`, English filling any gap (with one warning per key). */
export function serverTranslator(locale: Locale): Translator {
  let translator = translators.get(locale);
  if (!translator) {
    const catalogue = CATALOGUES[locale];
    const messages = pseudo && locale === 'fr-CA' ? pseudoCatalogue(catalogue) : catalogue;
    translator = createTranslator(locale, messages, {
      format: icuFormat,
      fallback: CATALOGUES['en-CA'],
      warn: (key, at) => warnMissing(key, at),
    });
    translators.set(locale, translator);
  }
  return translator;
}
