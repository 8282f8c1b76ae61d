import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, profileServices } from '#server/db/schema/index.ts';
import { bearer, createTestApp, type TestApp } from '#tests/support/test-app.ts';
import {
  changeState,
  makeArtist,
  makeQuickCustomer,
  orderFor,
  placeOrder,
  slotIn,
  type Artist,
} from '#tests/support/fixtures/bookings.fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** An artist whose lashes (her first service) need a patch test, and who offers one at $15. */
async function lashArtist(offersPatchTest = true) {
  const artist = await makeArtist(t, { amounts: [12000, 1500] });
  const [lashes, patch] = artist.services;
  await t.database.db
    .update(profileServices)
    .set({ needsPatchTest: true, typeOfService: 'Lash Lift' })
    .where(eq(profileServices.id, lashes!.id));
  if (offersPatchTest) {
    await t.database.db
      .update(profileServices)
      .set({ isPatchTest: true, typeOfService: 'Patch Test', durationMinutes: 15 })
      .where(eq(profileServices.id, patch!.id));
  }
  return artist;
}

/** The artist's second service (her patch test) ordered for `at`. */
const patchOrder = (artist: Artist, customer: { cardId: string }, at: string) => {
  const patch = artist.services[1]!;
  return orderFor({ ...artist, services: [patch] }, customer, { appointmentAt: at });
};

describe('a service that needs a patch test', () => {
  it('is refused with 409 saying what to book first, then booked 48 hours after one', async () => {
    const artist = await lashArtist();
    const customer = await makeQuickCustomer(t);
    const lashesAt = slotIn(10 * DAY);
    const refused = await placeOrder(
      t,
      customer,
      artist,
      orderFor(artist, customer, { appointmentAt: lashesAt }),
    );
    expect(refused.statusCode).toBe(409);
    const { message } = refused.json<{ error: { message: string } }>().error;
    expect(message).toMatch(
      /needs a patch test with Ava at least 48 hours before: book her “Patch Test” first, on .+ at the latest\./,
    );

    // A patch test only 24 hours before is too late.
    const early = await placeOrder(
      t,
      customer,
      artist,
      patchOrder(artist, customer, slotIn(9 * DAY)),
    );
    expect(early.statusCode, early.body).toBe(200);
    expect(
      (
        await placeOrder(
          t,
          customer,
          artist,
          orderFor(artist, customer, { appointmentAt: lashesAt }),
        )
      ).statusCode,
    ).toBe(409);

    const inTime = await placeOrder(
      t,
      customer,
      artist,
      patchOrder(artist, customer, slotIn(7 * DAY)),
    );
    expect(inTime.statusCode, inTime.body).toBe(200);
    const booked = await placeOrder(
      t,
      customer,
      artist,
      orderFor(artist, customer, { appointmentAt: lashesAt }),
    );
    expect(booked.statusCode, booked.body).toBe(200);
  });

  it('does not count a cancelled patch test, nor another customer’s, nor one older than 6 months', async () => {
    const artist = await lashArtist();
    const customer = await makeQuickCustomer(t);
    const other = await makeQuickCustomer(t);
    const patch = await placeOrder(
      t,
      customer,
      artist,
      patchOrder(artist, customer, slotIn(3 * DAY)),
    );
    const patchId = patch.json<Array<{ _id: string }>>()[0]!._id;
    expect(
      (
        await placeOrder(
          t,
          other,
          artist,
          orderFor(artist, other, { appointmentAt: slotIn(8 * DAY) }),
        )
      ).statusCode,
    ).toBe(409);

    expect(
      (await changeState(t, customer, patchId, 'request', { state: 'declined-user' })).statusCode,
    ).toBe(200);
    expect(
      (
        await placeOrder(
          t,
          customer,
          artist,
          orderFor(artist, customer, { appointmentAt: slotIn(8 * DAY) }),
        )
      ).statusCode,
    ).toBe(409);

    // Seven months before the visit: too old.
    const old = await placeOrder(t, other, artist, patchOrder(artist, other, slotIn(4 * DAY)));
    const oldId = old.json<Array<{ _id: string }>>()[0]!._id;
    await t.database.db
      .update(bookings)
      .set({ appointmentAt: new Date(Date.now() - 200 * DAY) })
      .where(eq(bookings.id, oldId));
    expect(
      (
        await placeOrder(
          t,
          other,
          artist,
          orderFor(artist, other, { appointmentAt: slotIn(20 * DAY) }),
        )
      ).statusCode,
    ).toBe(409);
  });

  it('says so when the artist offers no patch test; other services need none', async () => {
    const artist = await lashArtist(false);
    const customer = await makeQuickCustomer(t);
    const refused = await placeOrder(t, customer, artist, orderFor(artist, customer));
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ error: { message: string } }>().error.message).toBe(
      'This service needs a patch test first, which Ava does not offer yet.',
    );
    const plain = await placeOrder(
      t,
      customer,
      artist,
      patchOrder(artist, customer, slotIn(5 * DAY)),
    );
    expect(plain.statusCode, plain.body).toBe(200);
  });

  it('is marked by the artist on her service; a patch test cannot itself need one', async () => {
    const artist = await makeArtist(t);
    const add = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/profile/service',
        headers: bearer(artist.token),
        payload,
      });
    const base = { typeOfService: 'Brow Tint', amount: '40', description: 'Tint and shape.' };
    const added = await add({ ...base, needsPatchTest: true });
    expect(added.statusCode, added.body).toBe(200);
    expect(
      (
        await add({
          ...base,
          typeOfService: 'Patch Test',
          amount: '10',
          durationMinutes: 15,
          isPatchTest: true,
        })
      ).statusCode,
    ).toBe(200);
    const both = await add({ ...base, needsPatchTest: true, isPatchTest: true });
    expect(both.statusCode).toBe(400);
    // Her "from" price is the brow tint's, not the patch test's ($40 with the 5% fee).
    const shown = await t.app.inject({ method: 'GET', url: `/api/profile/${artist.id}` });
    expect(shown.json<{ price: number }>().price).toBe(4200);
    const rows = await t.database.db
      .select({
        name: profileServices.typeOfService,
        needs: profileServices.needsPatchTest,
        is: profileServices.isPatchTest,
      })
      .from(profileServices)
      .where(eq(profileServices.userId, artist.id));
    expect(rows).toEqual(
      expect.arrayContaining([
        { name: 'Brow Tint', needs: true, is: false },
        { name: 'Patch Test', needs: false, is: true },
      ]),
    );
  });

  it('reads past home visits, whose travel fee is a line of no service', async () => {
    const artist = await lashArtist();
    const customer = await makeQuickCustomer(t);
    // Her visit for the artist's second service, with a travel fee line as a visit writes it.
    const at = slotIn(3 * DAY);
    const placed = await placeOrder(t, customer, artist, patchOrder(artist, customer, at));
    expect(placed.statusCode, placed.body).toBe(200);
    const visit = placed.json<Array<{ _id: string }>>()[0]!._id;
    await t.database.db
      .update(bookings)
      .set({
        services: sql`${bookings.services} || jsonb_build_array(jsonb_build_object(
          'serviceId', 'travel', 'typeOfService', 'Travel fee', 'quantity', 1,
          'amountCents', 1500))`,
      })
      .where(eq(bookings.id, visit));
    await t.database.db
      .update(profileServices)
      .set({ isPatchTest: false })
      .where(eq(profileServices.id, artist.services[1]!.id));
    const status = await t.app.inject({
      method: 'GET',
      url: `/api/book/patch-test/${artist.id}`,
      headers: bearer(customer.token),
    });
    expect(status.statusCode, status.body).toBe(200);
    expect(status.json()).toEqual({ offer: null, standing: [] });
  });

  it('tells the checkout her patch test and the caller’s own standing ones, and the profile the flags', async () => {
    const artist = await lashArtist();
    const customer = await makeQuickCustomer(t);
    const other = await makeQuickCustomer(t);
    const status = (who: { token: string }) =>
      t.app.inject({
        method: 'GET',
        url: `/api/book/patch-test/${artist.id}`,
        headers: bearer(who.token),
      });
    expect((await status(customer)).json()).toEqual({
      offer: {
        serviceId: artist.services[1]!.id,
        typeOfService: 'Patch Test',
        durationMinutes: 15,
      },
      standing: [],
    });
    const at = slotIn(3 * DAY);
    const placed = await placeOrder(t, customer, artist, patchOrder(artist, customer, at));
    expect(placed.statusCode, placed.body).toBe(200);
    expect((await status(customer)).json<{ standing: string[] }>().standing).toEqual([
      new Date(at).toISOString(),
    ]);
    // Another customer sees none of hers; signed out, nothing.
    expect((await status(other)).json<{ standing: string[] }>().standing).toEqual([]);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/book/patch-test/${artist.id}` })).statusCode,
    ).toBe(401);
    const profile = await t.app.inject({ method: 'GET', url: `/api/profile/${artist.id}` });
    const services = profile.json<{
      services: Array<{ typeOfService: string; needsPatchTest: boolean; isPatchTest: boolean }>;
    }>().services;
    expect(services.map((s) => [s.typeOfService, s.needsPatchTest, s.isPatchTest])).toEqual(
      expect.arrayContaining([
        ['Lash Lift', true, false],
        ['Patch Test', false, true],
      ]),
    );
  });
});
