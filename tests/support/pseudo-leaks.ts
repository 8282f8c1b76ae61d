/**
 * The pseudo-locale's leak check (decision 0037), shared by the component sweep
 * (src/client/app/pseudo-locale.test.tsx) and the end-to-end one (tests/e2e/pseudo-locale.spec.ts):
 * every catalogue message comes out wrapped in ⟦…⟧ and dates and amounts are French, so whatever
 * is left once the wrapped text, the people's own words and the French formats are taken out is
 * a string written in English in the code.
 */

/** Brand names: the same in every language. */
const BRANDS = [
  'Blush',
  'Instagram',
  'WhatsApp',
  'Google',
  'Facebook',
  'Stripe',
  'Visa',
  'Mastercard',
];

/** The words of French dates ("sam. 5 déc. 2026, 14 h 30 HNE") and prices ("à partir de 80 $ + TVH"). */
const FRENCH_DATES =
  /(?<!\p{L})(à partir de|TVH|TPS|lun|mar|mer|jeu|ven|sam|dim|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|janv|janvier|févr|février|mars|avr|avril|mai|juin|juil|juillet|août|sept|septembre|oct|octobre|nov|novembre|déc|décembre|h|min|HNE|HAE)(?!\p{L})/giu;

/**
 * What is no word of any language: e-mail addresses, handles and domains ("ana.makeup",
 * "blush.local"), codes with digits ("123456789RT0001", "K7M4QX") and short capitals (provinces
 * "ON", "QC"; "CVC"; a code's "ABC").
 */
const NOT_WORDS =
  /[\p{L}\d._%+-]+@[\p{L}\d.-]+|(?<![\p{L}\d])[\p{L}\d_-]+(\.[\p{L}\d_-]+)+(?![\p{L}\d])|[\p{L}\d]*\d[\p{L}\d]*|(?<!\p{L})\p{Lu}{2,3}(?!\p{L})/gu;

/**
 * Every text a person meets on the page: what it shows, its tab title, and the names and hints
 * only heard or hovered. Self-contained: the end-to-end sweep runs it in the page.
 */
export function everythingSaid(): string {
  const names = ['aria-label', 'placeholder', 'title', 'alt'];
  const attributes = [...document.body.querySelectorAll(names.map((n) => `[${n}]`).join(','))]
    .flatMap((el) => names.map((n) => el.getAttribute(n)))
    .filter(Boolean);
  // Each text node apart, so two elements' words never run together; what is not shown (a
  // closed menu, a script's data) left out where the browser can tell (jsdom lays nothing out).
  const texts: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const parent = walker.currentNode.parentElement;
    if (!parent || ['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT'].includes(parent.tagName)) continue;
    if (typeof parent.checkVisibility === 'function' && !parent.checkVisibility()) continue;
    texts.push(walker.currentNode.textContent ?? '');
  }
  const body = texts.join(' ');
  return [document.title, body, ...attributes].join(' \n ');
}

/** `text` as a pattern matching it whole, not inside a longer word ("AC" is not in "ACCUEIL"). */
const whole = (text: string) =>
  new RegExp(`(?<!\\p{L})${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\p{L})`, 'gu');

/**
 * The words of `said` left once translated messages, `content` (people's own words and brand
 * names, never translated) and French dates are out: each one a leak. `french` is the vocabulary
 * of French texts that are not catalogue messages (the legal texts, the artist landing page's
 * copy): their words are French, never a leak.
 */
export function englishLeft(
  said: string,
  content: readonly string[],
  french: ReadonlySet<string> = new Set(),
): string[] {
  // One space between words, however the page's text nodes split them ("Ava" "\u00a0" "Chen").
  let text = said.replace(/\s+/gu, ' ');
  // Messages inside messages: take out the innermost until none is left.
  while (/⟦[^⟦⟧]*⟧/.test(text)) text = text.replace(/⟦[^⟦⟧]*⟧/g, ' ');
  // The longest first: a name inside a longer text must not break that text apart.
  for (const words of [...content, ...BRANDS].sort((a, b) => b.length - a.length))
    text = text.replace(whole(words), ' ');
  text = text.replace(FRENCH_DATES, ' ').replace(NOT_WORDS, ' ');
  return (text.match(/\p{L}{2,}/gu) ?? []).filter((word) => !french.has(word.toLowerCase()));
}

/** The words of French texts (lower case), for `englishLeft`'s `french`. */
export const vocabulary = (...texts: string[]): Set<string> =>
  new Set(texts.flatMap((text) => text.toLowerCase().match(/\p{L}{2,}/gu) ?? []));
