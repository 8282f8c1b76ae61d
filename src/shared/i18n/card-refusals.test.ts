import { describe, expect, it } from 'vitest';
import { serverTranslator } from './catalogues.ts';
import { cardRefusal } from './card-refusals.ts';
import { KNOWN_ANSWERS } from './known-answers.ts';
import { localizeMessage } from './known-messages.ts';

const fr = serverTranslator('fr-CA').t;
const en = serverTranslator('en-CA').t;

/** Issue 35: a card's refusal in our words, from the provider's code, in both languages. */
describe('a card’s refusal', () => {
  it.each([
    [
      'insufficient_funds',
      'Les fonds de votre carte sont insuffisants.',
      'Your card has insufficient funds.',
    ],
    ['lost_card', 'Votre carte a été refusée.', 'Your card was declined.'],
    ['expired_card', 'Votre carte est expirée.', 'Your card has expired.'],
    [
      'incorrect_cvc',
      'Le code de sécurité de votre carte est incorrect.',
      "Your card's security code is incorrect.",
    ],
    [
      'processing_error',
      'Une erreur est survenue pendant le traitement de votre carte. Réessayez dans un moment.',
      'An error occurred while processing your card. Try again in a little bit.',
    ],
    [
      'card_velocity_exceeded',
      'Votre carte a été refusée : trop de tentatives rapprochées, ou sa limite de montant est dépassée.',
      'Your card was declined for making repeated attempts too frequently or exceeding its amount limit.',
    ],
    [
      'authentication_required',
      'Votre carte a été refusée. Cette transaction exige une authentification.',
      'Your card was declined. This transaction requires authentication.',
    ],
    [
      'card_missing',
      'Cette carte n’est plus enregistrée. Choisissez-en une autre.',
      'This card is no longer saved. Please choose another card.',
    ],
  ])('%s', (code, french, english) => {
    // The provider's own text does not matter once its code is known.
    expect(cardRefusal(code, 'Whatever Stripe said.', fr)).toBe(french);
    expect(cardRefusal(code, 'Whatever Stripe said.', en)).toBe(english);
  });

  it('reads the provider’s usual words when its code is new, and keeps its text as a last resort', () => {
    expect(cardRefusal('some_new_code', 'Your card has expired.', fr)).toBe(
      'Votre carte est expirée.',
    );
    expect(cardRefusal('some_new_code', 'A brand new reason.', fr)).toBe('A brand new reason.');
    expect(cardRefusal(null, null, fr)).toBe('Votre carte a été refusée.');
  });

  it('translates a refusal answered by its text (a card refused when it is saved)', () => {
    expect(
      localizeMessage(
        "Your card's security code is incorrect.",
        serverTranslator('fr-CA'),
        undefined,
        KNOWN_ANSWERS,
      ),
    ).toBe('Le code de sécurité de votre carte est incorrect.');
  });
});
