import { describe, expect, it } from 'vitest';
import { orderProblem } from '../domain/amount-limits.ts';
import { serverTranslator } from './catalogues.ts';
import { KNOWN_ANSWERS } from './known-answers.ts';
import { localizeMessage } from './known-messages.ts';

const french = (text: string) =>
  localizeMessage(
    text,
    serverTranslator('fr-CA'),
    (left) => {
      throw new Error(`not translated: ${left}`);
    },
    KNOWN_ANSWERS,
  );
const nbsp = (text: string) => text.replaceAll(' ', '\u00a0');

/** The amount limits' refusals (issue 35), their amounts said again through Intl. */
describe('the amount limits’ refusals in French', () => {
  it.each([
    [
      { lines: [{ amountCents: 50, quantity: 1, typeOfService: 'Brow tint' }], totalCents: 5000 },
      'The price of Brow tint must be at least $1.00.',
      `Le prix de Brow tint doit être d’au moins ${nbsp('1,00 $')}.`,
    ],
    [
      {
        lines: [{ amountCents: 1_000_000, quantity: 4, typeOfService: 'Bridal' }],
        totalCents: 4_000_000,
      },
      'Bridal × 4 must be at most $30,000.00.',
      `Bridal × 4 doit être d’au plus ${nbsp('30 000,00 $')}.`,
    ],
    [
      { lines: [{ amountCents: 100, quantity: 1, typeOfService: 'Touch-up' }], totalCents: 10 },
      /^The total with the fee must be at least \$\d+\.\d\d\.$/,
      /^Le total avec les frais doit être d’au moins \d+,\d\d\u00a0\$\.$/,
    ],
  ])('refusal %#: %s', (order, english, inFrench) => {
    const problem = orderProblem(order);
    expect(problem?.message).toMatch(english);
    expect(french(problem!.message)).toMatch(inFrench);
  });

  it('says a charge out of bounds in French', () => {
    expect(french('The charge must be at least $0.50.')).toBe(
      `Le paiement doit être d’au moins ${nbsp('0,50 $')}.`,
    );
  });
});

/** The uploads' and social sign-in's refusals no API test reaches easily (issue 35). */
describe('the uploads’ and social sign-in’s refusals in French', () => {
  it.each([
    ['Too many fields.', 'Trop de champs.'],
    ['Send one file at a time.', 'Envoyez un seul fichier à la fois.'],
    ['Send the photos as multipart/form-data.', 'Envoyez les photos en multipart/form-data.'],
    ['Send the credential as multipart/form-data.', 'Envoyez le document en multipart/form-data.'],
    [
      '"big.jpg" is too large, please pick a smaller file (Max. 5MB)',
      '« big.jpg » est trop volumineux; choisissez un fichier plus petit (5 Mo au plus)',
    ],
    [
      'Facebook sign-in is not available right now. Please try again.',
      'La connexion avec Facebook n’est pas offerte pour le moment. Veuillez réessayer.',
    ],
    [
      'An account with this e-mail already exists. Sign in the way you signed up.',
      'Un compte existe déjà avec ce courriel. Connectez-vous comme vous vous êtes inscrite.',
    ],
  ])('%s', (english, inFrench) => {
    expect(french(english)).toBe(inFrench);
  });
});

/** The events team's and photos' refusals (issue 42's later changes) are said in French too. */
describe('the events team and photos refusals in French', () => {
  it.each([
    [
      'This event is over: its team no longer changes.',
      'Cet événement est terminé : son équipe ne change plus.',
    ],
    [
      'You are not on this event’s team.',
      'Vous ne faites pas partie de l’équipe de cet événement.',
    ],
    [
      'Another artist is already invited in her place.',
      'Une autre artiste est déjà invitée à sa place.',
    ],
    ['An event holds at most 6 photos.', 'Un événement compte au plus 6 photos.'],
    [
      'Only the customer adds inspiration photos.',
      'Seule la cliente ajoute des photos d’inspiration.',
    ],
  ])('%s', (english, inFrench) => {
    expect(french(english)).toBe(inFrench);
  });
});
