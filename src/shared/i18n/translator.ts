/**
 * THE way Blush turns a message key into text, in the browser and on the server alike
 * (decision 0037): `createTranslator(locale, catalogue, options)` then `t(key, values)`.
 * Messages are ICU MessageFormat (plurals, selects, numbers). The server formats them with
 * FormatJS's `intl-messageformat` (icu-format.ts); the browser gets them parsed at build time
 * and formats the ASTs itself (format-ast.ts), carrying neither FormatJS's parser nor its
 * formatter. A key missing from the locale's catalogue gives the English text and one warning.
 */
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type english from './messages/en-CA.json';
import type { Locale } from './locales.ts';

/** Every message key: the English catalogue is the list. */
export type MessageKey = keyof typeof english;
/** A message as written (ICU text), or as built for the browser (final text, or its AST). */
export type Message = string | MessageFormatElement[];
export type Catalogue = Partial<Record<MessageKey, Message>>;
export type MessageValues = Record<string, string | number | Date>;

/** Prepares a message once: what says it with values. */
export type MessageFormatter = (
  message: Message,
  locale: Locale,
) => (values?: MessageValues) => string;

export interface Translator {
  locale: Locale;
  t: (key: MessageKey, values?: MessageValues) => string;
}

export type MissingWarning = (key: string, locale: Locale) => void;

export interface TranslatorOptions {
  format: MessageFormatter;
  /** The English catalogue, for keys `catalogue` lacks; `warn` is told once per such key. */
  fallback?: Catalogue;
  warn?: MissingWarning;
}

/** A translator for `locale`; a key in no catalogue comes out as itself, never blank. */
export function createTranslator(
  locale: Locale,
  catalogue: Catalogue,
  { format, fallback = {}, warn = () => {} }: TranslatorOptions,
): Translator {
  const prepared = new Map<string, (values?: MessageValues) => string>();
  const warned = new Set<string>();
  const say = (key: MessageKey) => {
    let message = catalogue[key];
    let messageLocale = locale;
    if (message === undefined) {
      message = fallback[key];
      messageLocale = 'en-CA';
      if (!warned.has(key)) {
        warned.add(key);
        warn(key, locale);
      }
    }
    return message === undefined ? () => key : format(message, messageLocale);
  };
  return {
    locale,
    t(key, values) {
      let saying = prepared.get(key);
      if (!saying) prepared.set(key, (saying = say(key)));
      return saying(values);
    },
  };
}
