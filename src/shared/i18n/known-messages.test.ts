import { describe, expect, it } from 'vitest';
import { serverTranslator } from './catalogues.ts';
import { KNOWN_ANSWERS } from './known-answers.ts';
import { localizeMessage } from './known-messages.ts';

describe('messages found by their English words', () => {
  const french = serverTranslator('fr-CA');

  it('says an amount in the reader’s format, through Intl', () => {
    expect(
      localizeMessage(
        'The prices have changed: this order now comes to $1,234.50. Please review your order.',
        french,
        undefined,
        KNOWN_ANSWERS,
      ),
    ).toBe(
      'Les prix ont changé : cette commande s’élève maintenant à 1\u00a0234,50\u00a0$. Veuillez la revoir.',
    );
  });

  it('translates a known message inside another', () => {
    expect(
      localizeMessage('The tip must be at least $1.00.', french, undefined, KNOWN_ANSWERS),
    ).toBe('Le pourboire doit être d’au moins 1,00\u00a0$.');
  });

  it('leaves English as it is, and tells of a message nobody listed', () => {
    expect(localizeMessage('Service Added', serverTranslator('en-CA'))).toBe('Service Added');
    const unknown: string[] = [];
    expect(localizeMessage('Nobody wrote this yet.', french, (text) => unknown.push(text))).toBe(
      'Nobody wrote this yet.',
    );
    expect(unknown).toEqual(['Nobody wrote this yet.']);
  });
});
