/**
 * THE way Blush turns a message key into text, in the browser and on the server alike
 * (decision 0037): `createTranslator(locale, catalogue, fallback)` then `t(key, values)`.
 * Messages are ICU MessageFormat (plurals, selects, numbers); the browser gets them already
 * parsed (vite.config.ts's catalogue plugin), so it carries FormatJS's formatter and not its
 * parser. A key missing from the locale's catalogue gives the English text and one warning.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type english from './messages/en-CA.json';
import type { Locale } from './locales.ts';

/** Every message key: the English catalogue is the list. */
export type MessageKey = keyof typeof english;
/** A message as written (ICU text) or as parsed at build time. */
export type Message = string | MessageFormatElement[];
export type Catalogue = Partial<Record<MessageKey, Message>>;
export type MessageValues = Record<string, string | number | Date>;

export interface Translator {
  locale: Locale;
  t: (key: MessageKey, values?: MessageValues) => string;
}

export type MissingWarning = (key: string, locale: Locale) => void;

/**
 * A translator for `locale`. `fallback` (the English catalogue) answers keys `catalogue`
 * lacks, and `warn` is told once per key; a key in neither comes out as itself.
 */
export function createTranslator(
  locale: Locale,
  catalogue: Catalogue,
  fallback: Catalogue = {},
  warn: MissingWarning = () => {},
): Translator {
  const formats = new Map<string, IntlMessageFormat>();
  const warned = new Set<string>();
  const formatter = (key: MessageKey): IntlMessageFormat | null => {
    let format = formats.get(key);
    if (format) return format;
    let message = catalogue[key];
    let messageLocale: string = locale;
    if (message === undefined) {
      message = fallback[key];
      messageLocale = 'en-CA';
      if (!warned.has(key)) {
        warned.add(key);
        warn(key, locale);
      }
    }
    if (message === undefined) return null;
    format = new IntlMessageFormat(message, messageLocale, undefined, { ignoreTag: true });
    formats.set(key, format);
    return format;
  };
  return {
    locale,
    t(key, values) {
      const format = formatter(key);
      if (!format) return key;
      return String(format.format(values));
    },
  };
}
