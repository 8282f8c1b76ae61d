import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '#tests/support/test-app.ts';

/**
 * The profile's answers, field messages and errors in the caller's language (decision 0037):
 * the same request says the same thing in English and in Canadian French.
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
});
