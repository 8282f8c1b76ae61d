/**
 * The events API in the caller's language (decisions 0037, 0042): its 409s of acceptance and
 * cancellation, its 404s and its field messages come back in French to a French caller, and
 * in English otherwise.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  book,
  errorOf,
  makeArtist,
  makeCustomer,
  type Customer,
} from '#tests/support/fixtures/bookings.fixtures.ts';
import {
  eventArtist,
  HOUR,
  quoteBody,
  quoted,
  readyBy,
  requestBody,
  requested,
} from '#tests/support/fixtures/events.fixtures.ts';
import { bearer, createTestApp, type TestApp } from '#tests/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'error', PROMOTION_STARTS_AT: '2099-01-01T05:00:00Z' });
});
afterAll(() => t.close());

const FRENCH = { 'accept-language': 'fr-CA,fr;q=0.9' };

/** A request as a French page makes it (`french`), or as an English one. */
const ask = (
  who: { token: string },
  url: string,
  payload?: object,
  french = true,
  method: 'GET' | 'POST' = 'POST',
) =>
  t.app.inject({
    method,
    url,
    headers: { ...bearer(who.token), ...(french ? FRENCH : {}) },
    ...(payload ? { payload } : {}),
  });
const accept = (customer: Customer, eventId: string, version = 1, french = true) =>
  ask(customer, `/api/events/${eventId}/accept`, { version, cardId: customer.cardId }, french);

describe('accepting a quote in French', () => {
  it('says why not in French: an earlier version, the team, an expired quote', async () => {
    const [lead, ana, customer] = [
      await eventArtist(t),
      await eventArtist(t),
      await makeCustomer(t),
    ];
    const at = readyBy();
    const event = await requested(t, customer, lead, at);
    await ask(lead, `/api/events/${event.id}/quotes`, quoteBody(at));
    await ask(lead, `/api/events/${event.id}/quotes`, quoteBody(at, [ana.id]));

    const earlier = await accept(customer, event.id, 1);
    expect(earlier.statusCode).toBe(409);
    expect(errorOf(earlier).message).toBe(
      'L’artiste a modifié la soumission : veuillez lire la version 2.',
    );
    expect(errorOf(await accept(customer, event.id, 1, false)).message).toBe(
      'The artist has changed the quote: please read version 2.',
    );
    const team = await accept(customer, event.id, 2);
    expect(team.statusCode).toBe(409);
    expect(errorOf(team).message).toMatch(
      /^L’équipe de votre artiste n’a pas encore toute dit oui/,
    );

    const other = await quoted(t, customer, lead, [], readyBy(12));
    await t.database.db.execute(
      sql`update event_quotes set valid_until = now() - interval '1 minute' where event_id = ${other.id}`,
    );
    expect(errorOf(await accept(customer, other.id)).message).toBe(
      'Cette soumission a expiré. Demandez-en une nouvelle à l’artiste dans le clavardage.',
    );
  });

  it('says in French that a booking took the day meanwhile', async () => {
    const [lead, customer] = [await eventArtist(t), await makeCustomer(t)];
    const at = readyBy(3);
    const event = await quoted(t, customer, lead, [], at);
    await book(t, await makeCustomer(t), lead, at.getTime() - Date.now() - HOUR);
    const response = await accept(customer, event.id);
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).message).toMatch(
      /: une partie de cette journée a été prise entre-temps dans les agendas de l’équipe\. Demandez une nouvelle soumission/,
    );
  });
});

describe('cancelling and completing an event in French', () => {
  it('refuses a second cancellation and a wrong code in French, in English otherwise', async () => {
    const [lead, customer] = [await eventArtist(t), await makeCustomer(t)];
    const event = await quoted(t, customer, lead, [], readyBy(40));
    expect((await accept(customer, event.id)).statusCode).toBe(200);
    const wrong = await ask(lead, `/api/events/${event.id}/complete`, { code: 'XXXXXX' });
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong).fields?.code).toBe('Ce n’est pas le code de réservation.');
    const blank = await ask(lead, `/api/events/${event.id}/complete`, { code: ' ' });
    expect(errorOf(blank).fields?.code).toBe('Entrez le code de réservation');

    expect((await ask(customer, `/api/events/${event.id}/cancel`)).statusCode).toBe(200);
    const again = await ask(customer, `/api/events/${event.id}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe('Cet événement ne peut plus être annulé.');
    const english = await ask(customer, `/api/events/${event.id}/cancel`, undefined, false);
    expect(errorOf(english).message).toBe('This event can no longer be cancelled.');
  });

  it('says a missing event and an artist without events in French', async () => {
    const customer = await makeCustomer(t);
    const missing = await ask(
      customer,
      '/api/events/00000000-0000-4000-8000-00000000e0e0',
      undefined,
      true,
      'GET',
    );
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).message).toBe('Cet événement n’existe pas.');
    const artist = await makeArtist(t);
    const refused = await ask(
      customer,
      `/api/events/requests/${artist.id}`,
      requestBody(artist, readyBy()),
    );
    expect(refused.statusCode).toBe(404);
    expect(errorOf(refused).message).toBe(
      'Cette artiste ne prend pas de mariages ni d’événements.',
    );
  });
});
