import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverTranslator } from '#shared/i18n/catalogues.ts';
import { KNOWN_ANSWERS } from '#shared/i18n/known-answers.ts';
import { localizeMessage } from '#shared/i18n/known-messages.ts';
import { bearer, createTestApp, mailTo, type TestApp } from '#tests/support/test-app.ts';
import { users } from '../../db/schema/index.ts';
import {
  book,
  changeState,
  DAY,
  errorOf,
  makeArtist,
  makeCustomer,
  startedAgo,
} from '#tests/support/fixtures/bookings.fixtures.ts';

/**
 * The admin console in French (decision 0037, issue 35): its answers and errors come back in
 * the admin's language, and the e-mails its actions send are in each recipient's own.
 */
let t: TestApp;
let admin: Awaited<ReturnType<TestApp['signUp']>>;
beforeAll(async () => {
  t = await createTestApp({ PROMOTION_STARTS_AT: '2099-01-01T05:00:00Z', LOG_LEVEL: 'error' });
  admin = await t.signUp({ role: 'Admin' });
});
afterAll(() => t.close());

const speaksFrench = (id: string) =>
  t.database.db.update(users).set({ locale: 'fr-CA' }).where(eq(users.id, id));

/** An admin's POST, in French unless told otherwise. */
const post = (url: string, payload: object = {}, language = 'fr-CA,fr;q=0.9') =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(admin.token), 'accept-language': language },
    payload,
  });
const messageOf = (response: { json(): unknown }) =>
  (response.json() as { message: string }).message;

describe('blocking and unblocking', () => {
  it('answers a French admin in French, and writes a French customer in French', async () => {
    const self = await post(`/api/admin/users/${admin.id}/block`, { reason: 'Test' });
    expect(self.statusCode).toBe(409);
    expect(errorOf(self).message).toBe('Vous ne pouvez pas bloquer votre propre compte.');

    const customer = await makeCustomer(t);
    await speaksFrench(customer.id);
    const blocked = await post(`/api/admin/users/${customer.id}/block`, { reason: 'Spam' });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(messageOf(blocked)).toBe('Le compte est bloqué');
    const again = await post(`/api/admin/users/${customer.id}/block`, { reason: 'Spam' });
    expect(messageOf(again)).toBe('Ce compte était déjà bloqué');
    const notice = await mailTo(t.database, customer.email, /^Votre compte Blush a été bloqué$/);
    expect(notice.text).toContain(`Bonjour ${customer.firstName}, votre compte a été bloqué`);
    expect(notice.text).toContain('Centre d’aide');
    expect(notice.text).not.toMatch(/\bblocked\b|Help Center/);

    const unblocked = await post(`/api/admin/users/${customer.id}/unblock`, {});
    expect(messageOf(unblocked)).toBe('Le compte est débloqué');
    const back = await mailTo(t.database, customer.email, /^Votre compte Blush est débloqué$/);
    expect(back.text).toContain('vous pouvez de nouveau vous connecter');
    const twice = await post(`/api/admin/users/${customer.id}/unblock`, {});
    expect(messageOf(twice)).toBe('Ce compte n’était pas bloqué');
  });

  it('keeps English for an English admin and an English customer', async () => {
    const customer = await makeCustomer(t);
    const blocked = await post(`/api/admin/users/${customer.id}/block`, { reason: 'Spam' }, 'en');
    expect(messageOf(blocked)).toBe('The account is blocked');
    const notice = await mailTo(
      t.database,
      customer.email,
      /^Your Blush account has been blocked$/,
    );
    expect(notice.text).toContain(`Hi ${customer.firstName}, your account has been blocked`);
    await post(`/api/admin/users/${customer.id}/unblock`, {}, 'en');
    await mailTo(t.database, customer.email, /^Your Blush account is unblocked$/);
  });
});

describe('the help inbox, payouts and refunds', () => {
  it('says their errors and answers in French', async () => {
    const missing = '00000000-0000-4000-8000-00000000beef';
    const status = await post(`/api/admin/help/${missing}/status`, { status: 'closed' });
    expect(status.statusCode).toBe(404);
    expect(errorOf(status).message).toBe('Cette demande d’aide n’existe pas.');

    const payouts = await post('/api/admin/payouts/run');
    expect(payouts.statusCode, payouts.body).toBe(200);
    expect(messageOf(payouts)).toBe('Rien à verser pour l’instant');

    const artist = await makeArtist(t, { amounts: [8000] });
    const customer = await makeCustomer(t);
    const bookingId = await book(t, customer, artist, 2 * DAY);
    const refund = await post(`/api/admin/payments/${bookingId}/refund`, { reason: 'Geste' });
    expect(refund.statusCode).toBe(409);
    expect(errorOf(refund).message).toBe('Seule une réservation payée peut être remboursée.');
    const retry = await post(`/api/admin/payments/${bookingId}/retry`);
    expect(errorOf(retry).message).toBe('Cette réservation n’a aucun paiement.');
  });

  it('says amounts in the French way inside the answers', () => {
    const french = serverTranslator('fr-CA');
    const say = (text: string) => localizeMessage(text, french, undefined, KNOWN_ANSWERS);
    expect(say('Refunded $1,234.50')).toBe('1\u00a0234,50\u00a0$ remboursés');
    expect(say('At most $42.00 can be refunded.')).toBe(
      'Au plus 42,00\u00a0$ peuvent être remboursés.',
    );
    expect(say('Paid $80.00 to 2 artists')).toBe('80,00\u00a0$ versés à 2 artistes');
    expect(say('The charge failed again: Card declined')).toBe(
      'Le paiement a encore échoué : Card declined',
    );
  });
});

describe('a disputed no-show settled by the admin', () => {
  it('writes the French customer in French and the English artist in English', async () => {
    const artist = await makeArtist(t, { amounts: [8000] });
    const customer = await makeCustomer(t);
    await speaksFrench(customer.id);
    const bookingId = await book(t, customer, artist, 2 * DAY);
    await changeState(t, artist, bookingId, 'request', { state: 'accepted' });
    await startedAgo(t, bookingId, 20 * 60_000);
    const marked = await t.app.inject({
      method: 'POST',
      url: `/api/book/no-show/${bookingId}`,
      headers: bearer(artist.token),
    });
    expect(marked.statusCode, marked.body).toBe(200);
    const disputed = await t.app.inject({
      method: 'POST',
      url: '/api/user/help',
      headers: bearer(customer.token),
      payload: {
        email: customer.email,
        issue: 'dispute-no-show',
        text: 'J’étais à la porte.',
        bookingId,
      },
    });
    expect(disputed.statusCode, disputed.body).toBe(200);

    const settled = await post(`/api/admin/no-shows/${bookingId}/settle`, {
      outcome: 'refund',
      reason: 'La caméra la montre à la porte.',
    });
    expect(settled.statusCode, settled.body).toBe(200);
    expect(messageOf(settled)).toBe('Remboursé; un courriel a été envoyé aux deux');
    const twice = await post(`/api/admin/no-shows/${bookingId}/settle`, {
      outcome: 'keep',
      reason: 'Non.',
    });
    expect(errorOf(twice).message).toBe(
      'Cette absence n’est pas contestée, ou elle a déjà été réglée.',
    );

    const toCustomer = await mailTo(
      t.database,
      customer.email,
      /^L’absence contestée du .+ est réglée$/,
    );
    expect(toCustomer.subject).toMatch(/du \w+ \d+ \w+ \d{4}, \d+ h \d{2} (HNE|HAE) est réglée$/u);
    expect(toCustomer.text).toContain('remboursé les frais d’absence de 42,00\u00a0$');
    expect(toCustomer.text).toContain('Notre motif : La caméra la montre à la porte.');
    expect(toCustomer.text).toContain('d’ici quelques jours');
    const toArtist = await mailTo(
      t.database,
      artist.email,
      /^The disputed no-show of .+ is settled$/,
    );
    expect(toArtist.text).toContain('refunded the $42.00 no-show fee');
    expect(toArtist.text).toContain('Your share of the fee was taken back from your earnings.');
  });
});
