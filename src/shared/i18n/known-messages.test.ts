import { describe, expect, it } from 'vitest';
import { serverTranslator } from './catalogues.ts';
import { KNOWN_ANSWERS } from './known-answers.ts';
import { formatTorontoDate, formatTorontoDateTime } from '../domain/toronto-time.ts';
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

  it('says a date inside a message again in the reader’s language, through Intl', () => {
    const at = new Date('2026-12-05T19:30:00Z');
    const say = (text: string) => localizeMessage(text, french, undefined, KNOWN_ANSWERS);
    expect(say(`You can complete this booking from ${formatTorontoDateTime(at)}.`)).toBe(
      `Vous pourrez terminer cette réservation à partir du ${formatTorontoDateTime(at, 'fr-CA')}.`,
    );
    expect(say(`You can complete this booking from ${formatTorontoDateTime(at)}.`)).toContain(
      'samedi 5 décembre 2026, 14 h 30 HNE',
    );
    expect(
      say(`You can mark a no-show from ${formatTorontoDateTime(at)}, 15 minutes after the start.`),
    ).toContain('à partir du samedi 5 décembre 2026, 14 h 30 HNE, 15 minutes');
    expect(say(`We will e-mail you as soon as a time opens on ${formatTorontoDate(at)}.`)).toBe(
      'Nous vous écrirons par courriel dès qu’une heure se libère le 5 décembre 2026.',
    );
  });

  it('says the dates of a locked code, a card still needed and the times still free', () => {
    const at = new Date('2026-12-05T19:30:00Z');
    const then = new Date('2026-12-06T15:00:00Z');
    const say = (text: string) => localizeMessage(text, french, undefined, KNOWN_ANSWERS);
    expect(say(`Too many wrong codes. Try again after ${formatTorontoDateTime(at)}.`)).toBe(
      'Trop de codes erronés. Réessayez après le samedi 5 décembre 2026, 14 h 30 HNE.',
    );
    expect(
      say(
        `This card pays for your booking with Ava Artist on ${formatTorontoDateTime(at)}. Add another card first, then remove this one.`,
      ),
    ).toBe(
      'Cette carte paie votre réservation avec Ava Artist du samedi 5 décembre 2026, 14 h 30 HNE. Ajoutez d’abord une autre carte, puis retirez celle-ci.',
    );
    expect(
      say(
        `That time was just taken. Ava can still do ${formatTorontoDateTime(at)}; ${formatTorontoDateTime(then)}.`,
      ),
    ).toBe(
      'Cette heure vient d’être prise. Ava est encore libre le samedi 5 décembre 2026, 14 h 30 HNE; dimanche 6 décembre 2026, 10 h 00 HNE.',
    );
  });

  it('names a wizard step in the reader’s language', () => {
    expect(
      localizeMessage(
        'Finish the Services and location step first.',
        french,
        undefined,
        KNOWN_ANSWERS,
      ),
    ).toBe('Terminez d’abord l’étape «\u00a0Services et lieu\u00a0».');
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
