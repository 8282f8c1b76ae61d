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

describe('the travel rules’ words', () => {
  const french = serverTranslator('fr-CA');

  it('says a distance and a list of postal areas in the reader’s format', () => {
    expect(
      localizeMessage(
        'Ava travels within 7.5 km of her base; this address is 8.9 km away',
        french,
        undefined,
        KNOWN_ANSWERS,
      ),
    ).toBe(
      'Ava se déplace dans un rayon de 7,5 km autour de son point de départ; cette adresse est à 8,9 km',
    );
    expect(
      localizeMessage(
        'Ava travels to M4C and M4E; this address has no postal area she lists',
        french,
        undefined,
        KNOWN_ANSWERS,
      ),
    ).toBe('Ava se déplace dans les secteurs M4C et M4E; cette adresse n’est dans aucun d’eux');
    expect(
      localizeMessage(
        'Ava travels to M4C; this address is in M6P',
        french,
        undefined,
        KNOWN_ANSWERS,
      ),
    ).toBe('Ava se déplace dans les secteurs M4C; cette adresse est dans le secteur M6P');
  });
});
