import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AREA } from '#tests/support/fixtures/visits.fixtures.ts';
import { bearer, createTestApp, type TestApp } from '#tests/support/test-app.ts';

/**
 * The profile's answers, field messages and errors in the caller's language (decision 0037):
 * the same request says the same thing in English and in Canadian French, amounts and
 * distances through Intl (issue 35).
 */
describe('an artist profile’s answers in both languages', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    const user = await t.signUp();
    token = user.token;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/profile',
      headers: bearer(token),
      payload: { profession: 'Makeup Artist', bio: 'Soft glam.', city: 'Toronto - Canada' },
    });
    expect(created.statusCode, created.body).toBe(200);
  });
  afterAll(() => t.close());

  const send = (language: string, url: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...bearer(token), 'accept-language': language },
      payload,
    });

  it('says a service was added, and names a bad amount, in each language', async () => {
    const service = { typeOfService: 'Soft glam', amount: '80', description: 'Lashes included' };
    const english = await send('en-CA', '/api/profile/service', service);
    expect(english.json()).toMatchObject({ message: 'Service Added' });
    const french = await send('fr-CA', '/api/profile/service', service);
    expect(french.json()).toMatchObject({ message: 'Service ajouté' });

    const bad = { ...service, amount: 'eighty' };
    const englishBad = await send('en-CA', '/api/profile/service', bad);
    expect(englishBad.statusCode).toBe(400);
    expect(englishBad.json()).toMatchObject({
      error: { fields: { amount: 'must be an amount like 80 or 79.50' } },
    });
    const frenchBad = await send('fr-CA', '/api/profile/service', bad);
    expect(frenchBad.statusCode).toBe(400);
    expect(frenchBad.json()).toMatchObject({
      error: {
        message: 'Veuillez vérifier les champs signalés.',
        fields: { amount: 'doit être un montant comme 80 ou 79,50' },
      },
    });
  });

  it('refuses a second profile in each language, English for a language it does not speak', async () => {
    const again = { profession: 'Makeup Artist', bio: 'Again.', city: 'Toronto - Canada' };
    const messages = await Promise.all(
      ['en-CA', 'fr-CA', 'tlh'].map(async (language) => {
        const answer = await send(language, '/api/profile', again);
        expect(answer.statusCode).toBe(409);
        return answer.json<{ error: { message: string } }>().error.message;
      }),
    );
    expect(messages).toEqual([
      'You already have an artist profile. Edit it in your settings.',
      'Vous avez déjà un profil d’artiste. Modifiez-le dans vos paramètres.',
      'You already have an artist profile. Edit it in your settings.',
    ]);
  });

  /** The field messages of a request refused with a 400, in `language`. */
  const fieldsOf = async (
    language: string,
    method: 'POST' | 'PUT',
    url: string,
    payload: object,
  ) => {
    const answer = await t.app.inject({
      method,
      url,
      headers: { ...bearer(token), 'accept-language': language },
      payload,
    });
    expect(answer.statusCode, answer.body).toBe(400);
    return answer.json<{ error: { fields: Record<string, string> } }>().error.fields;
  };
  /** The same request's field messages in English and in French. */
  const both = async (method: 'POST' | 'PUT', url: string, payload: object) => ({
    en: await fieldsOf('en-CA', method, url, payload),
    fr: await fieldsOf('fr-CA', method, url, payload),
  });
  const nbsp = (text: string) => text.replaceAll(' ', '\u00a0');

  const service = (amount: string) => ({
    typeOfService: 'Soft glam',
    amount,
    description: 'Lashes included',
  });

  it('names a price typed the other language’s way, or over the limit, in each language', async () => {
    const unclear = await both('POST', '/api/profile/service', service('79,50'));
    expect(unclear.en.amount).toBe('is unclear: write cents after a point, like 1,234.50');
    expect(unclear.fr.amount).toBe(
      'n’est pas clair : écrivez les cents après une virgule, comme 1 234,50',
    );
    const tooMuch = await both('POST', '/api/profile/service', service('20000'));
    expect(tooMuch.en.amount).toBe('must be at most $10,000.00');
    expect(tooMuch.fr.amount).toBe(`doit être d’au plus ${nbsp('10 000,00 $')}`);
    const tooLittle = await both('POST', '/api/profile/service', service('0.50'));
    expect(tooLittle.en.amount).toBe('must be at least $1.00');
    expect(tooLittle.fr.amount).toBe(`doit être d’au moins ${nbsp('1,00 $')}`);
    const junk = await both('POST', '/api/profile/service', service('eighty'));
    expect(junk.fr.amount).toBe('doit être un montant comme 80 ou 79,50');
  });

  it('says the service area’s distances and fee bands in each language', async () => {
    const put = (payload: object) =>
      both('PUT', '/api/profile/service-area', { ...AREA, ...payload });
    const near = await put({
      radiusKm: 0.5,
      feeBands: [
        { upToKm: 0.2, feeCents: -1 },
        { upToKm: 150, feeCents: 20_001 },
        { upToKm: null, feeCents: 2.5 },
      ],
    });
    expect(near.en).toMatchObject({
      radiusKm: 'must be at least 1 km',
      'feeBands.0.upToKm': 'must be at least 0.5 km',
      'feeBands.0.feeCents': 'must not be negative',
      'feeBands.1.upToKm': 'must be at most 100 km',
      'feeBands.1.feeCents': 'must be at most $200',
      'feeBands.2.feeCents': 'must be whole cents',
    });
    expect(near.fr).toMatchObject({
      radiusKm: 'doit être d’au moins 1 km',
      'feeBands.0.upToKm': 'doit être d’au moins 0,5 km',
      'feeBands.0.feeCents': 'ne doit pas être négatif',
      'feeBands.1.upToKm': 'doit être d’au plus 100 km',
      'feeBands.1.feeCents': `doit être d’au plus ${nbsp('200,00 $')}`,
      'feeBands.2.feeCents': 'doit être un nombre entier de cents',
    });

    const typed = await put({ radiusKm: 'dix', feeBands: [{ upToKm: null, feeCents: 'trente' }] });
    expect(typed.en).toMatchObject({
      radiusKm: 'must be a number of km',
      'feeBands.0.feeCents': 'must be an amount',
    });
    expect(typed.fr).toMatchObject({
      radiusKm: 'doit être un nombre de km',
      'feeBands.0.feeCents': 'doit être un montant',
    });

    const many = await put({
      radiusKm: 200,
      feeBands: Array.from({ length: 6 }, (_, i) => ({ upToKm: i + 1, feeCents: 0 })),
    });
    expect(many.en).toMatchObject({
      radiusKm: 'must be at most 100 km',
      feeBands: 'Give at most 5 bands',
    });
    expect(many.fr).toMatchObject({
      radiusKm: 'doit être d’au plus 100 km',
      feeBands: 'Indiquez au plus 5 tranches de distance',
    });

    const areas = await put({
      radiusKm: null,
      postalAreas: Array.from({ length: 61 }, () => 'M4C'),
    });
    expect(areas.en.postalAreas).toBe('List at most 60 postal areas');
    expect(areas.fr.postalAreas).toBe('Indiquez au plus 60 secteurs postaux');
  });
});
