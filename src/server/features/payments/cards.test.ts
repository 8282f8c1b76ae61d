import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeSimulatedToken, tokeniseSimulatedCard } from '#shared/domain/test-cards.ts';
import { CurrentUser } from '#shared/schemas/user.ts';
import { bearer, createTestApp, type TestApp } from '#tests/support/test-app.ts';
import {
  bookings,
  paymentCards,
  profiles,
  simulatedGatewayObjects,
  users,
} from '../../db/schema/index.ts';
import {
  connectPayout,
  makeArtist,
  makeBooking,
  saveCard,
  saveCardId,
} from '#tests/support/fixtures/payments.fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const nextYear = new Date().getUTCFullYear() + 1;

describe('saved cards', () => {
  it('saves a first card, creating the customer, and lists it to its owner only', async () => {
    const { id, token } = await t.signUp();
    const response = await saveCard(t.app, token);
    expect(response.statusCode).toBe(200);
    const user = CurrentUser.parse(response.json());
    expect(user.stripeCustomerId).toMatch(/^cus_sim_/);
    expect(user.cards).toEqual([
      {
        stripeCardId: user.cards[0]!.stripeCardId,
        brand: 'visa',
        last4: '4242',
        expMonth: 12,
        expYear: nextYear,
      },
    ]);
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
    expect(me.json<CurrentUser>().cards).toHaveLength(1);

    const other = await t.signUp();
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: bearer(other.token),
    });
    expect(theirs.json<CurrentUser>().cards).toEqual([]);
    expect(theirs.json<CurrentUser>().stripeCustomerId).toBeNull();
    const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
    expect(row!.paymentCustomerId).toBe(user.stripeCustomerId);
  });

  it('keeps one customer when a second card is saved, and refuses the same card twice', async () => {
    const { token } = await t.signUp();
    const first = CurrentUser.parse((await saveCard(t.app, token)).json());
    const second = CurrentUser.parse((await saveCard(t.app, token, '5555555555554444')).json());
    expect(second.stripeCustomerId).toBe(first.stripeCustomerId);
    expect(second.cards.map((c) => `${c.brand} ${c.last4}`)).toEqual([
      'visa 4242',
      'mastercard 4444',
    ]);
    const again = await saveCard(t.app, token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: { code: 'conflict', message: 'This card is already saved.' },
    });
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
    expect(me.json<CurrentUser>().cards).toHaveLength(2);
  });

  it.each([
    ['4000000000000002', 'Your card was declined.'],
    ['4000000000009995', 'Your card has insufficient funds.'],
    ['4000000000000069', 'Your card has expired.'],
    ['4000000000000127', "Your card's security code is incorrect."],
  ])('refuses %s with the provider message and saves nothing', async (number, message) => {
    const { id, token } = await t.signUp();
    const response = await saveCard(t.app, token, number);
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({ error: { code: 'card_error', message } });
    const rows = await t.database.db.select().from(paymentCards).where(eq(paymentCards.userId, id));
    expect(rows).toEqual([]);
  });

  it('refuses an expired date and a token that is not one', async () => {
    const { token } = await t.signUp();
    const expired = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/card',
      headers: bearer(token),
      payload: {
        token: await tokeniseSimulatedCard({
          number: '4242424242424242',
          expMonth: 1,
          expYear: 2020,
        }),
      },
    });
    expect(expired.statusCode).toBe(402);
    expect(expired.json<{ error: { message: string } }>().error.message).toBe(
      "Your card's expiration date is in the past.",
    );
    const garbage = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/card',
      headers: bearer(token),
      payload: { token: 'simtok_not-a-real-token' },
    });
    expect(garbage.statusCode).toBe(402);
    const number = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/card',
      headers: bearer(token),
      payload: { token: '4242 4242 4242 4242' },
    });
    expect(number.statusCode).toBe(400);
  });

  it('never stores a card number: the provider keeps only what a token carries', async () => {
    const { token } = await t.signUp();
    await saveCard(t.app, token, '5555555555554444');
    const stored = await t.database.db.select().from(simulatedGatewayObjects);
    expect(JSON.stringify(stored)).not.toContain('5555555555554444');
  });

  it('deletes exactly the named card of its owner', async () => {
    const owner = await t.signUp();
    const user = CurrentUser.parse((await saveCard(t.app, owner.token)).json());
    const kept = CurrentUser.parse((await saveCard(t.app, owner.token, '5555555555554444')).json());
    const [visa] = user.cards;
    const intruder = await t.signUp();
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/stripe/card/${visa!.stripeCardId}`,
      headers: bearer(intruder.token),
    });
    expect(foreign.statusCode).toBe(404);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/stripe/card/${visa!.stripeCardId}`,
      headers: bearer(owner.token),
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json<CurrentUser>().cards).toEqual([kept.cards[1]]);
    const [object] = await t.database.db
      .select()
      .from(simulatedGatewayObjects)
      .where(eq(simulatedGatewayObjects.id, visa!.stripeCardId));
    expect(object!.data).toMatchObject({ detached: true });
  });

  it('moves the bookings still to be charged with a removed card to the newest other card', async () => {
    const db = t.database.db;
    const owner = await t.signUp();
    const artist = await t.signUp();
    await makeArtist(db, artist.id);
    const visa = await saveCardId(t.app, owner.token);
    const mastercard = await saveCardId(t.app, owner.token, '5555555555554444');
    const amex = await saveCardId(t.app, owner.token, '378282246310005');
    const booked = (gatewayCardId: string) =>
      makeBooking(db, { customerId: owner.id, artistId: artist.id, gatewayCardId });
    const [accepted, request, done, otherCard] = await Promise.all([
      booked(visa),
      booked(visa),
      booked(visa),
      booked(mastercard),
    ]);
    await db.update(bookings).set({ state: 'request' }).where(eq(bookings.id, request.id));
    await db.update(bookings).set({ state: 'completed' }).where(eq(bookings.id, done.id));
    // The newest card has expired since it was saved: it cannot take the bookings over.
    await db
      .update(paymentCards)
      .set({ expYear: 2020 })
      .where(eq(paymentCards.gatewayCardId, amex));

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/stripe/card/${visa}`,
      headers: bearer(owner.token),
    });
    expect(removed.statusCode).toBe(200);
    const cardOf = async (id: string) =>
      (await db.select().from(bookings).where(eq(bookings.id, id)))[0]!.gatewayCardId;
    expect(await cardOf(accepted.id)).toBe(mastercard);
    expect(await cardOf(request.id)).toBe(mastercard);
    expect(await cardOf(done.id)).toBe(visa);
    expect(await cardOf(otherCard.id)).toBe(mastercard);
  });

  it('keeps a card that a booking still needs when there is no other, and says which', async () => {
    const db = t.database.db;
    const owner = await t.signUp();
    const artist = await t.signUp();
    await makeArtist(db, artist.id);
    const visa = await saveCardId(t.app, owner.token);
    const booking = await makeBooking(db, {
      customerId: owner.id,
      artistId: artist.id,
      gatewayCardId: visa,
      appointmentAt: new Date('2030-12-05T19:30:00Z'),
    });
    const remove = () =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/stripe/card/${visa}`,
        headers: bearer(owner.token),
      });
    const refused = await remove();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: {
        code: 'conflict',
        message:
          'This card pays for your booking with Test User on Thursday, December 5, 2030 at 2:30 p.m. EST. Add another card first, then remove this one.',
      },
    });
    // A French caller reads it in French, the date written her way (decision 0037).
    const french = await t.app.inject({
      method: 'DELETE',
      url: `/api/stripe/card/${visa}`,
      headers: { ...bearer(owner.token), 'accept-language': 'fr-CA' },
    });
    expect(french.statusCode).toBe(409);
    expect(french.json<{ error: { message: string } }>().error.message).toBe(
      'Cette carte paie votre réservation avec Test User du jeudi 5 décembre 2030, 14 h 30 HNE. Ajoutez d’abord une autre carte, puis retirez celle-ci.',
    );
    const [object] = await db
      .select()
      .from(simulatedGatewayObjects)
      .where(eq(simulatedGatewayObjects.id, visa));
    expect(object!.data).not.toMatchObject({ detached: true });
    expect(
      await db.select().from(paymentCards).where(eq(paymentCards.userId, owner.id)),
    ).toHaveLength(1);

    // Once the booking is done with, the card goes.
    await db.update(bookings).set({ state: 'declined' }).where(eq(bookings.id, booking.id));
    const removed = await remove();
    expect(removed.statusCode).toBe(200);
    expect(removed.json<CurrentUser>().cards).toEqual([]);
  });

  it('refuses a forged card token: a token is only what the browser tokenised', async () => {
    const { token } = await t.signUp();
    const forged = encodeSimulatedToken({
      brand: 'visa',
      last4: '42',
      expMonth: 12,
      expYear: nextYear,
      fingerprint: 'x',
      behaviour: 'succeeds',
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/card',
      headers: bearer(token),
      payload: { token: forged },
    });
    expect(response.statusCode).toBe(402);
  });
});

describe('payout account', () => {
  it('connects through the provider, verifies the mobile number and shows the bank to its owner', async () => {
    const artist = await t.signUp();
    await makeArtist(t.database.db, artist.id);
    const before = await t.app.inject({
      method: 'GET',
      url: '/api/stripe/account',
      headers: bearer(artist.token),
    });
    expect(before.json()).toEqual({
      connected: false,
      bankName: null,
      routingNumber: null,
      last4: null,
    });

    const { finish, code } = await connectPayout(t.app, artist.token);
    expect(finish.json()).toEqual({
      status: 'success',
      message: 'Your account has been successfully created',
    });
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/stripe/account',
      headers: bearer(artist.token),
    });
    expect(after.json()).toEqual({
      connected: true,
      bankName: 'TD Canada Trust',
      routingNumber: '12345-004',
      last4: '7890',
    });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: bearer(artist.token),
    });
    expect(me.json<CurrentUser>().mobileVerified).toBe(true);
    const own = await t.app.inject({
      method: 'GET',
      url: '/api/profile/me',
      headers: bearer(artist.token),
    });
    expect(own.json<{ payoutConnected: boolean }>().payoutConnected).toBe(true);

    // Reloading the callback answers the same and makes nothing twice.
    const reload = await t.app.inject({
      method: 'POST',
      url: `/api/stripe/account/${code}`,
      headers: bearer(artist.token),
    });
    expect(reload.json<{ status: string }>().status).toBe('success');
    const accounts = await t.database.db
      .select()
      .from(simulatedGatewayObjects)
      .where(eq(simulatedGatewayObjects.kind, 'account'));
    expect(accounts.filter((a) => a.data.userId === artist.id)).toHaveLength(1);

    // Nobody else sees the bank: the public profile has no payout fields.
    const visitor = await t.signUp();
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/api/stripe/account',
      headers: bearer(visitor.token),
    });
    // A visitor without an artist profile has no payout account to ask about.
    expect(theirs.statusCode).toBe(403);
    expect(theirs.body).not.toContain('7890');
    const publicProfile = await t.app.inject({ method: 'GET', url: `/api/profile/${artist.id}` });
    expect(publicProfile.body).not.toContain('7890');
    expect(publicProfile.body).not.toContain('TD Canada');

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/account',
      headers: bearer(artist.token),
    });
    expect(again.statusCode).toBe(409);
  });

  it("refuses a forged callback, someone else's state, and an unfinished onboarding", async () => {
    const artist = await t.signUp();
    await makeArtist(t.database.db, artist.id);
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/account',
      headers: bearer(artist.token),
    });
    expect(start.json<{ url: string }>().url).toMatch(/^\/connect-bank\/acct_sim_/);
    const [connection] = await t.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.userId, artist.id));
    expect(connection!.payoutAccountId).toBeNull();

    const forged = await t.app.inject({
      method: 'POST',
      url: `/api/stripe/account/${'A'.repeat(43)}`,
      headers: bearer(artist.token),
    });
    expect(forged.json()).toEqual({
      status: 'fail',
      message: 'This link is not valid any more. Please connect your bank account again.',
    });

    // Another artist's finished connection: their state in my session does nothing for me.
    const other = await t.signUp();
    await makeArtist(t.database.db, other.id);
    const { code } = await connectPayout(t.app, other.token);
    const stolen = await t.app.inject({
      method: 'POST',
      url: `/api/stripe/account/${code}`,
      headers: bearer(artist.token),
    });
    expect(stolen.json<{ status: string }>().status).toBe('fail');
    const [mine] = await t.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.userId, artist.id));
    expect(mine!.payoutAccountId).toBeNull();

    // Someone else's simulated onboarding page is not mine to fill in.
    const accountId = start.json<{ url: string }>().url.split('/').at(-1)!;
    const intrude = await t.app.inject({
      method: 'POST',
      url: `/api/simulated/bank/${accountId}`,
      headers: bearer(other.token),
      payload: {
        bankName: 'RBC',
        transitNumber: '12345',
        institutionNumber: '003',
        accountNumber: '1234567',
      },
    });
    expect(intrude.statusCode).toBe(404);
  });

  it('answers fail when the artist comes back before finishing, and a customer cannot connect', async () => {
    const artist = await t.signUp();
    await makeArtist(t.database.db, artist.id);
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/account',
      headers: bearer(artist.token),
    });
    const accountId = start.json<{ url: string }>().url.split('/').at(-1)!;
    // The provider holds the return address (with the state) until onboarding is done.
    const [account] = await t.database.db
      .select()
      .from(simulatedGatewayObjects)
      .where(eq(simulatedGatewayObjects.id, accountId));
    const code = new URL(account!.data.returnUrl as string).searchParams.get('code')!;
    const early = await t.app.inject({
      method: 'POST',
      url: `/api/stripe/account/${code}`,
      headers: bearer(artist.token),
    });
    expect(early.json()).toEqual({
      status: 'fail',
      message:
        'Your bank account is not connected yet. Please finish the steps with our payment partner.',
    });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: bearer(artist.token),
    });
    expect(me.json<CurrentUser>().mobileVerified).toBe(false);

    const customer = await t.signUp();
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/account',
      headers: bearer(customer.token),
    });
    expect(refused.statusCode).toBe(403);
  });
});
