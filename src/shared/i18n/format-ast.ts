/**
 * The browser's message formatter (decision 0037): it reads the message ASTs that FormatJS's
 * parser wrote at build time (scripts/catalogue-plugin.ts) and says them with Intl, as
 * FormatJS's own `intl-messageformat` does on the server, in a few hundred bytes rather than
 * its 3.7 KB of first-load JavaScript. `catalogue-format.test.ts` holds the two to the same
 * words for every message of both catalogues.
 */
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { MessageValues } from './translator.ts';

// FormatJS's element types (its TYPE enum), spelled out so that no parser code is imported.
const LITERAL = 0;
const ARGUMENT = 1;
const NUMBER = 2;
const DATE = 3;
const TIME = 4;
const SELECT = 5;
const PLURAL = 6;
const POUND = 7;

const plurals = new Map<string, Intl.PluralRules>();
function pluralRule(locale: string, type: Intl.PluralRulesOptions['type'], n: number): string {
  const key = `${locale}:${type}`;
  let rules = plurals.get(key);
  if (!rules) plurals.set(key, (rules = new Intl.PluralRules(locale, { type })));
  return rules.select(n);
}

/** `elements` said in `locale` with `values`; `pound` is the number a plural's `#` shows. */
export function formatAst(
  elements: MessageFormatElement[],
  locale: string,
  values: MessageValues = {},
  pound?: number,
): string {
  let text = '';
  for (const element of elements) {
    // Every element but `#` has a value: the text, or the name of its argument.
    const { value } = element as { value?: string };
    const argument = values[value ?? ''];
    switch (element.type as number) {
      case LITERAL:
        text += value ?? '';
        break;
      case POUND:
        text += pound === undefined ? '#' : new Intl.NumberFormat(locale).format(pound);
        break;
      case NUMBER:
        text += new Intl.NumberFormat(locale).format(Number(argument));
        break;
      case DATE:
      case TIME: {
        const format = new Intl.DateTimeFormat(
          locale,
          (element.type as number) === TIME ? { timeStyle: 'short' } : { dateStyle: 'medium' },
        );
        text += format.format(argument instanceof Date ? argument : new Date(String(argument)));
        break;
      }
      case SELECT:
      case PLURAL:
        text += choose(element, locale, values);
        break;
      case ARGUMENT:
        text += argument instanceof Date ? argument.toISOString() : String(argument ?? '');
        break;
      default:
        break;
    }
  }
  return text;
}

/** The option of a select or a plural that the values pick, said. */
function choose(element: MessageFormatElement, locale: string, values: MessageValues): string {
  const { value: name, options } = element as unknown as {
    value: string;
    options: Record<string, { value: MessageFormatElement[] }>;
    offset?: number;
    pluralType?: Intl.PluralRulesOptions['type'];
  };
  const value = values[name];
  if ((element.type as number) === SELECT) {
    const option = options[String(value)] ?? options.other;
    return option ? formatAst(option.value, locale, values) : '';
  }
  const plural = element as unknown as { offset: number; pluralType: 'cardinal' | 'ordinal' };
  const n = Number(value) - (plural.offset || 0);
  const option =
    options[`=${Number(value)}`] ??
    options[pluralRule(locale, plural.pluralType, n)] ??
    options.other;
  return option ? formatAst(option.value, locale, values, n) : '';
}
