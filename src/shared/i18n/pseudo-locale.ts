/**
 * The pseudo-locale (decision 0037, "The pseudo-locale sweep"): with it on, every French
 * message comes out wrapped in ⟦…⟧, so whatever a French page shows outside those brackets
 * (people's own words, brand names and Intl's French dates and amounts aside) was written in
 * English in the code. Only the French catalogue is wrapped, never the English that fills a gap:
 * a missing translation shows as a leak too. Placeholders keep working (the brackets go around
 * the whole message) and formats stay French.
 */
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Catalogue, Message } from './translator.ts';

export const PSEUDO_OPEN = '⟦';
export const PSEUDO_CLOSE = '⟧';

/** FormatJS's literal element (`TYPE.literal`), spelled out so no parser code is imported. */
const literal = (value: string) => ({ type: 0, value }) as unknown as MessageFormatElement;

/** One message wrapped: ICU or final text gets the brackets; a built AST gets two literals. */
export function pseudoMessage(message: Message): Message {
  if (typeof message === 'string') return `${PSEUDO_OPEN}${message}${PSEUDO_CLOSE}`;
  return [literal(PSEUDO_OPEN), ...message, literal(PSEUDO_CLOSE)];
}

/** Every message of a catalogue (the source's or the browser's built one) wrapped. */
export function pseudoCatalogue<C extends Catalogue | Record<string, Message>>(catalogue: C): C {
  return Object.fromEntries(
    Object.entries(catalogue).map(([key, message]) => [key, pseudoMessage(message)]),
  ) as C;
}
