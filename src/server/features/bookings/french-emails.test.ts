import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, mailTo, type TestApp } from '#tests/support/test-app.ts';
import { users } from '../../db/schema/index.ts';
import {
  book,
  changeState,
  DAY,
  errorOf,
  makeArtist,
  makeCustomer,
} from '#tests/support/fixtures/bookings.fixtures.ts';

/**
 * Blush in French (decision 0037): a booking's e-mails are written in each recipient's own
 * language, her account's, whatever the other party speaks; the bookings' errors come back in
 * the caller's language.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PROMOTION_STARTS_AT: '2099-01-01T05:00:00Z', LOG_LEVEL: 'error' });
});
afterAll(() => t.close());

const speaksFrench = (id: string) =>
  t.database.db.update(users).set({ locale: 'fr-CA' }).where(eq(users.id, id));

describe('a booking between a French customer and an English artist', () => {
  it('writes each party her e-mails in her own language, amounts and dates included', async () => {
    const artist = await makeArtist(t, { amounts: [8000] });
    const customer = await makeCustomer(t);
    await speaksFrench(customer.id);
    const bookingId = await book(t, customer, artist, 2 * DAY);

    const toCustomer = await mailTo(t.database, customer.email, /^Demande envoyée à /);
    expect(toCustomer.subject).toBe(`Demande envoyée à ${artist.firstName} ${artist.lastName}`);
    expect(toCustomer.text).toContain(`Bonjour ${customer.firstName}, votre demande a été envoyée`);
    expect(toCustomer.text).toMatch(/Quand : \w+ \d+ \w+ \d{4}, \d+ h \d{2} (HNE|HAE)/u);
    expect(toCustomer.text).toContain(`Au studio de ${artist.firstName} ${artist.lastName} :`);
    // 80 $ and its 5 % fee, written the French way (a no-break space, the symbol after).
    expect(toCustomer.text).toContain('84,00\u00a0$');
    expect(toCustomer.text).not.toMatch(/\bWhen:|\bTotal:? \$|Nothing is charged/);
    expect(toCustomer.html).toContain('lang="fr-CA"');

    const toArtist = await mailTo(t.database, artist.email, /^New booking request/);
    expect(toArtist.text).toContain(`Hi ${artist.firstName}, you have a new booking request`);
    expect(toArtist.text).toContain('$80.00');

    // The artist declines in English, with a listed reason: the customer reads it in French.
    const declined = await changeState(t, artist, bookingId, 'request', {
      state: 'declined',
      reason: 'too-far',
    });
    expect(declined.statusCode).toBe(200);
    const refusal = await mailTo(t.database, customer.email, /a été refusée$/);
    expect(refusal.subject).toBe(
      `Votre réservation avec ${artist.firstName} ${artist.lastName} a été refusée`,
    );
    expect(refusal.text).toContain(
      `Raison de ${artist.firstName} : L’endroit est trop loin pour moi`,
    );
    expect(refusal.text).toContain('Rien n’a été débité.');
  });
});

describe('the bookings’ errors', () => {
  it('come back in the language the caller asks for, English otherwise', async () => {
    const customer = await makeCustomer(t);
    const missing = '00000000-0000-4000-8000-00000000f00d';
    const ask = (language?: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/book/item/${missing}`,
        headers: {
          ...bearer(customer.token),
          ...(language ? { 'accept-language': language } : {}),
        },
      });
    const french = await ask('fr-CA,fr;q=0.9');
    expect(french.statusCode).toBe(404);
    expect(errorOf(french).message).toBe('Cette réservation n’existe pas.');
    expect(errorOf(await ask()).message).toBe('This booking does not exist.');
    expect(errorOf(await ask('tlh')).message).toBe('This booking does not exist.');
  });
});
