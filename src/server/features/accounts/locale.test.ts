import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema/index.ts';
import type { ErrorBody } from '#shared/schemas/error.ts';
import { bearer, createTestApp, mailTo, type TestApp } from '#tests/support/test-app.ts';

const errorOf = (answer: { json: <T>() => T }) => answer.json<ErrorBody>().error;

/**
 * Blush in Canadian French (decision 0037): error answers in the caller's language, the
 * language switch kept in a cookie and in the account, and e-mails in the recipient's.
 */
describe('the language of answers and e-mails', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const register = (language: string | undefined, email: string, password = 'pink-lipstick') =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/send',
      headers: language ? { 'accept-language': language } : {},
      payload: { firstName: 'Élise', lastName: 'Roy', email, password },
    });

  it('answers a bad field in English and in French, naming the field', async () => {
    const english = await register('en-CA', 'not-an-address', '123');
    expect(english.statusCode).toBe(400);
    expect(english.json()).toMatchObject({
      error: {
        code: 'validation',
        message: 'Please check the highlighted fields.',
        fields: { password: 'must be at least 6 characters' },
      },
    });
    const french = await register('fr-CA,fr;q=0.9', 'not-an-address', '123');
    expect(french.statusCode).toBe(400);
    expect(french.json()).toMatchObject({
      error: {
        code: 'validation',
        message: 'Veuillez vérifier les champs signalés.',
        fields: { password: 'doit compter au moins 6 caractères' },
      },
    });
  });

  it('answers a service error in the caller language, English for an unknown one', async () => {
    const login = (language: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        headers: { 'accept-language': language },
        payload: { email: 'nobody@example.com', password: 'not-it' },
      });
    expect(errorOf(await login('fr')).message).toBe(
      'Le courriel ou le mot de passe est incorrect.',
    );
    expect(errorOf(await login('en-CA')).message).toBe('The e-mail or password is incorrect.');
    const klingon = await login('tlh, x-unknown;q=0.5');
    expect(klingon.statusCode).toBe(401);
    expect(errorOf(klingon).message).toBe('The e-mail or password is incorrect.');
  });

  it('keeps the language of the page she signed up on, and e-mails her in it', async () => {
    const email = 'elise@example.com';
    expect((await register('fr-CA', email)).json<{ message: string }>().message).toBe(
      `Nous avons envoyé un lien de confirmation à ${email}. Il expire dans 24 heures.`,
    );
    const [row] = await t.database.db
      .select({ locale: users.locale })
      .from(users)
      .where(eq(users.email, email));
    expect(row?.locale).toBe('fr-CA');
    const mail = await mailTo(t.database, email, /Confirmez votre compte Blush/);
    expect(mail.text).toContain('Bienvenue sur Blush, Élise!');
    // The button opens the French page.
    expect(mail.text).toMatch(/Confirmer mon courriel: https?:\/\/\S+\/fr\/confirmation\/[\w-]+/);
    expect(mail.html).toContain('<html lang="fr-CA">');
  });

  it('keeps a visitor choice in a cookie, and a signed-in one in her account too', async () => {
    const visitor = await t.app.inject({
      method: 'PUT',
      url: '/api/user/locale',
      payload: { locale: 'fr-CA' },
    });
    expect(visitor.statusCode).toBe(200);
    expect(String(visitor.headers['set-cookie'])).toMatch(/^blush_lang=fr-CA; Path=\//);

    const user = await t.signUp();
    const chosen = await t.app.inject({
      method: 'PUT',
      url: '/api/user/locale',
      headers: bearer(user.token),
      payload: { locale: 'fr-CA' },
    });
    expect(chosen.statusCode).toBe(200);
    const [row] = await t.database.db
      .select({ locale: users.locale })
      .from(users)
      .where(eq(users.id, user.id));
    expect(row?.locale).toBe('fr-CA');

    // Signing in again brings her language back to the browser.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: user.email, password: user.password },
    });
    expect(login.statusCode).toBe(200);
    expect(String(login.headers['set-cookie'])).toContain('blush_lang=fr-CA');

    // Her account e-mails come in French without anyone saying so.
    await t.app.inject({
      method: 'POST',
      url: '/api/user/forgot',
      payload: { email: user.email },
    });
    const reset = await mailTo(t.database, user.email, /Réinitialisez votre mot de passe/);
    expect(reset.text).toContain('/fr/reset/');
  });

  it('refuses a language it does not speak with a clear 400', async () => {
    const answer = await t.app.inject({
      method: 'PUT',
      url: '/api/user/locale',
      payload: { locale: 'tlh' },
    });
    expect(answer.statusCode).toBe(400);
    expect(errorOf(answer).fields?.locale).toBeTruthy();
  });
});
