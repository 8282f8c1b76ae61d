/**
 * Messages said by FormatJS's `intl-messageformat` from their ICU text: the server's formatter
 * (e-mails, error answers, rendered pages), where its weight costs nobody a download.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import type { MessageFormatter } from './translator.ts';

export const icuFormat: MessageFormatter = (message, locale) => {
  const format = new IntlMessageFormat(message, locale, undefined, { ignoreTag: true });
  return (values) => String(format.format(values));
};
