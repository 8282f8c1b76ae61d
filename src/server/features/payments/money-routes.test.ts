import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokeniseSimulatedCard } from '#shared/domain/test-cards.ts';
import { ErrorBody } from '#shared/schemas/error.ts';
import { bookings } from '#server/db/schema/index.ts';
import {
  book,
  changeState,
  complete,
  makeArtist,
  makeCustomer,
  startedAgo,
} from '#tests/support/fixtures/bookings.fixtures.ts';
import { connectPayout } from '#tests/support/fixtures/payments.fixtures.ts';
import { bearer, createTestApp, type TestApp } from '#tests/support/test-app.ts';

/**
 * Every route that moves or shows money, with the answer each kind of caller gets: payout
 * accounts and earnings are the artist's own, cards and payments their owner's, refunds and
 * the payments list the admins'. A new money route must be added here, or the sweep fails.
 */
type ActorName = 'anonymous' | 'customer' | 'artist' | 'otherArtist' | 'admin';

interface Row {
  method: 'GET' | 'POST' | 'DELETE';
  url: string;
  body?: () => Promise<object> | object;
  expect: Record<ActorName, number>;
  /** More to check in an answer than its status. */
  check?: (actor: ActorName, body: unknown) => void;
}

let t: TestApp;
/** Filled in beforeAll: the values the placeholders in the matrix stand for. */
const the = {
  bookingId: '',
  acceptedBookingId: '',
  bookCode: '',
  payoutCode: '',
  accountId: '',
  customerCard: '',
};
const tokens: Partial<Record<ActorName, string>> = {};

const card = (number: string) => async () => ({
  token: await tokeniseSimulatedCard({
    number,
    expMonth: 12,
    expYear: new Date().getUTCFullYear() + 1,
  }),
});

const matrix: Row[] = [
  {
    method: 'GET',
    url: '/api/stripe/account',
    expect: { anonymous: 401, customer: 403, artist: 200, otherArtist: 200, admin: 403 },
  },
  {
    method: 'POST',
    url: '/api/stripe/account',
    // The artist is connected already; the other artist may start connecting their own.
    expect: { anonymous: 401, customer: 403, artist: 409, otherArtist: 200, admin: 403 },
  },
  {
    method: 'POST',
    url: '/api/stripe/account/:payoutCode',
    // The code is tied to the artist who started connecting: anyone else's attempt fails.
    expect: { anonymous: 401, customer: 403, artist: 200, otherArtist: 200, admin: 403 },
    check: (actor, body) =>
      expect(body, actor).toMatchObject({ status: actor === 'artist' ? 'success' : 'fail' }),
  },
  {
    method: 'POST',
    url: '/api/simulated/bank/:accountId',
    body: () => ({
      bankName: 'TD Canada Trust',
      transitNumber: '12345',
      institutionNumber: '004',
      accountNumber: '1234567890',
    }),
    expect: { anonymous: 401, customer: 403, artist: 200, otherArtist: 404, admin: 403 },
  },
  {
    method: 'GET',
    url: '/api/earnings',
    expect: { anonymous: 401, customer: 403, artist: 200, otherArtist: 200, admin: 403 },
  },
  {
    method: 'POST',
    url: '/api/stripe/setup',
    expect: { anonymous: 401, customer: 200, artist: 200, otherArtist: 200, admin: 200 },
  },
  {
    method: 'POST',
    url: '/api/stripe/card',
    body: card('5555555555554444'),
    expect: { anonymous: 401, customer: 200, artist: 200, otherArtist: 200, admin: 200 },
  },
  {
    method: 'POST',
    url: '/api/stripe/customer',
    body: card('4000056655665556'),
    expect: { anonymous: 401, customer: 200, artist: 200, otherArtist: 200, admin: 200 },
  },
  {
    method: 'GET',
    url: '/api/payments/:bookingId',
    expect: { anonymous: 401, customer: 200, artist: 404, otherArtist: 404, admin: 404 },
  },
  {
    method: 'GET',
    url: '/api/payments/:bookingId/receipt',
    expect: { anonymous: 401, customer: 200, artist: 404, otherArtist: 404, admin: 200 },
  },
  {
    method: 'GET',
    url: '/api/payments/:bookingId/tip',
    // Its customer sees the choices, its artist the tip; nobody else sees anything.
    expect: { anonymous: 401, customer: 200, artist: 200, otherArtist: 404, admin: 404 },
  },
  {
    method: 'POST',
    url: '/api/payments/:bookingId/tip',
    body: () => ({ amountCents: 100 }),
    // Only its customer may tip.
    expect: { anonymous: 401, customer: 200, artist: 404, otherArtist: 404, admin: 404 },
    check: (actor, body) => {
      if (actor === 'customer') expect(body).toMatchObject({ status: 'tipped' });
    },
  },
  {
    method: 'POST',
    url: '/api/payments/:bookingId/retry',
    body: () => ({ stripeCardId: the.customerCard }),
    // Only its customer may pay again; a charge that succeeded is answered as it stands.
    expect: { anonymous: 401, customer: 200, artist: 404, otherArtist: 404, admin: 404 },
    check: (actor, body) => {
      if (actor === 'customer') expect(body).toMatchObject({ status: 'succeeded' });
    },
  },
  {
    method: 'GET',
    url: '/api/admin/payments',
    expect: { anonymous: 401, customer: 403, artist: 403, otherArtist: 403, admin: 200 },
  },
  {
    method: 'POST',
    url: '/api/admin/payments/:bookingId/refund',
    body: () => ({ amountCents: 100, reason: 'Matrix check' }),
    expect: { anonymous: 401, customer: 403, artist: 403, otherArtist: 403, admin: 200 },
  },
  {
    method: 'POST',
    url: '/api/admin/payments/:bookingId/retry',
    // The admin's retry: this charge succeeded, so there is nothing to take again.
    expect: { anonymous: 401, customer: 403, artist: 403, otherArtist: 403, admin: 409 },
  },
  {
    method: 'POST',
    url: '/api/admin/payments/:bookingId/resolve',
    body: () => ({ reason: 'Matrix check' }),
    // Only a failed charge is marked resolved.
    expect: { anonymous: 401, customer: 403, artist: 403, otherArtist: 403, admin: 409 },
  },
  {
    method: 'GET',
    url: '/api/admin/money',
    expect: { anonymous: 401, customer: 403, artist: 403, otherArtist: 403, admin: 200 },
  },
  {
    method: 'POST',
    url: '/api/admin/payouts/run',
    expect: { anonymous: 401, customer: 403, artist: 403, otherArtist: 403, admin: 200 },
  },
  {
    method: 'POST',
    url: '/api/book/complete/:bookCode',
    body: () => ({ bookingId: the.acceptedBookingId }),
    // Only the booking's artist completes it (and charges the customer).
    expect: { anonymous: 401, customer: 404, artist: 200, otherArtist: 404, admin: 404 },
  },
  {
    method: 'POST',
    url: '/api/stripe/webhook',
    body: () => ({ type: 'payment_intent.succeeded' }),
    // The provider's events: only its signature counts, never who calls.
    expect: { anonymous: 400, customer: 400, artist: 400, otherArtist: 400, admin: 400 },
  },
  {
    method: 'DELETE',
    url: '/api/stripe/card/:customerCard',
    // Someone else's card is not theirs to see or remove; the customer goes last.
    expect: { anonymous: 401, customer: 200, artist: 404, otherArtist: 404, admin: 404 },
  },
];

/** Routes that move or show money: the sweep below holds the matrix to all of them. */
const isMoneyRoute = (url: string) =>
  /^\/api\/(stripe|simulated|payments|earnings|admin\/(payments|money|payouts)|book\/complete)\b/.test(
    url,
  );

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'error' });
  const customer = await makeCustomer(t);
  const artist = await makeArtist(t, { payout: false, amounts: [8000] });
  const otherArtist = await makeArtist(t, { payout: false });
  const admin = await t.signUp({ role: 'Admin' });
  const connected = await connectPayout(t.app, artist.token);
  expect(connected.finish.statusCode).toBe(200);

  const accept = async (bookingId: string) => {
    expect(
      (await changeState(t, artist, bookingId, 'request', { state: 'accepted' })).statusCode,
    ).toBe(200);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, bookingId));
    return row!.bookCode!;
  };
  // One booking completed and paid, one accepted and waiting for its code.
  const paid = await book(t, customer, artist, 30 * 60_000);
  const paidCode = await accept(paid);
  await startedAgo(t, paid, 10 * 60_000); // completion opens at the start
  expect((await complete(t, artist, paid, paidCode)).statusCode).toBe(200);
  const waiting = await book(t, customer, artist, 120 * 60_000);
  const waitingCode = await accept(waiting);
  // Started, so its completion is open; the paid visit's time is over by then.
  await startedAgo(t, paid, 3 * 60 * 60_000);
  await startedAgo(t, waiting, 5 * 60_000);

  Object.assign(the, {
    bookingId: paid,
    acceptedBookingId: waiting,
    bookCode: waitingCode,
    payoutCode: connected.code,
    accountId: connected.accountId,
    customerCard: customer.cardId,
  });
  Object.assign(tokens, {
    customer: customer.token,
    artist: artist.token,
    otherArtist: otherArtist.token,
    admin: admin.token,
  });
});
afterAll(() => t.close());

const fill = (url: string) =>
  url.replace(/:([A-Za-z]+)/g, (_, name: string) => the[name as keyof typeof the]);

describe('money routes', () => {
  it('are all in the matrix', () => {
    const money = t.app.apiRoutes
      .filter((r) => r.method !== 'HEAD' && isMoneyRoute(r.url))
      .map((r) => `${r.method} ${r.url}`);
    const listed = matrix.map((row) =>
      `${row.method} ${row.url}`
        .replace(':payoutCode', ':code')
        .replace(':customerCard', ':id')
        .replace(':bookCode', ':code'),
    );
    expect(money.sort()).toEqual([...listed].sort());
  });

  // Callers in this order, so the one whose call changes things (the owner) comes last.
  const order: ActorName[] = ['anonymous', 'admin', 'otherArtist', 'artist', 'customer'];
  it.each(matrix.map((row) => [`${row.method} ${row.url}`, row] as const))(
    '%s answers each caller as the matrix says',
    async (_label, row) => {
      const seen: Partial<Record<ActorName, number>> = {};
      for (const actor of order) {
        const token = tokens[actor];
        const res = await t.app.inject({
          method: row.method,
          url: fill(row.url),
          headers: token ? bearer(token) : {},
          ...(row.body ? { payload: await row.body() } : {}),
        });
        seen[actor] = res.statusCode;
        if (res.statusCode < 400) row.check?.(actor, res.json());
        if (res.statusCode >= 400) {
          expect(ErrorBody.safeParse(res.json()).success, `${actor}: ${res.body}`).toBe(true);
        }
      }
      expect(seen).toEqual(row.expect);
    },
  );
});
