import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { images, profiles, users } from '#server/db/schema/index.ts';
import { bearer, createTestApp, type TestApp } from '#tests/support/test-app.ts';

let t: TestApp;
let admin: { id: string; token: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signUp({ role: 'Admin' });
});
afterAll(() => t.close());

const call = (options: InjectOptions & { token?: string }) => {
  const { token, ...rest } = options;
  return t.app.inject({ ...rest, headers: token ? bearer(token) : {} });
};
const bio = {
  profession: 'Makeup Artist',
  bio: 'Soft glam and bridal makeup across Toronto.',
  city: 'Toronto - Canada',
  instagramUsername: '@ana.glam',
};

/** A user with a started profile. */
async function artist() {
  const user = await t.signUp();
  const res = await call({ method: 'POST', url: '/api/profile', token: user.token, payload: bio });
  expect(res.statusCode, res.body).toBe(200);
  return user;
}
const own = async (token: string) =>
  (await call({ method: 'GET', url: '/api/profile/me', token })).json<Record<string, unknown>>();
const addService = (token: string, payload: Record<string, unknown>) =>
  call({ method: 'POST', url: '/api/profile/service', token, payload });

describe('creating a profile', () => {
  it('starts at the bio step and resumes at categories', async () => {
    const user = await artist();
    expect(await own(user.token)).toMatchObject({
      _id: user.id,
      profession: 'Makeup Artist',
      instagramUsername: 'ana.glam',
      profileStarted: true,
      verified: false,
      wizardStep: 3,
      price: null,
    });
    const again = await call({
      method: 'POST',
      url: '/api/profile',
      token: user.token,
      payload: bio,
    });
    expect(again.statusCode).toBe(409);
  });

  it.each([
    ['verified', { verified: true }],
    ['an owner', { user: '00000000-0000-4000-8000-000000000000' }],
    ['a price', { price: 1 }],
  ])('refuses %s in the body', async (_name, extra) => {
    const user = await t.signUp();
    const res = await call({
      method: 'POST',
      url: '/api/profile',
      token: user.token,
      payload: { ...bio, ...extra },
    });
    expect(res.statusCode).toBe(400);
    const rows = await t.database.db.select().from(profiles).where(eq(profiles.userId, user.id));
    expect(rows).toEqual([]);
  });

  it.each([
    ['a 301-character bio', { bio: 'x'.repeat(301) }, 'bio'],
    ['another city', { city: 'Montreal - Canada' }, 'city'],
    ['an unknown profession', { profession: 'Barber' }, 'profession'],
  ])('refuses %s', async (_name, change, field) => {
    const user = await t.signUp();
    const res = await call({
      method: 'POST',
      url: '/api/profile',
      token: user.token,
      payload: { ...bio, ...change },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json<{ error: { fields: object } }>().error.fields)).toContain(field);
  });
});

describe('services and price', () => {
  it('keeps price at the lowest service amount, in cents', async () => {
    const user = await artist();
    await addService(user.token, {
      typeOfService: 'Bridal',
      amount: '120',
      description: 'Trial included',
    });
    await addService(user.token, {
      typeOfService: 'Soft glam',
      amount: '79.50',
      description: 'Lashes',
    });
    const profile = await own(user.token);
    expect(profile.price).toBe(8348); // $79.50 all-in
    const services = profile.services as Array<{ _id: string; amount: number }>;
    expect(services.map((s) => s.amount)).toEqual([7950, 12000]);

    const removed = await call({
      method: 'DELETE',
      url: `/api/profile/service/${services[0]!._id}`,
      token: user.token,
    });
    expect(removed.json()).toEqual({ message: 'Service Removed' });
    expect((await own(user.token)).price).toBe(12600);
  });

  it.each([
    ['zero', { amount: '0' }, 'must be greater than 0'],
    ['7 characters', { amount: '1000000' }, 'at most 6 characters'],
    ['text', { amount: 'ten' }, 'must be an amount'],
    ['a 21-character type', { typeOfService: 'x'.repeat(21) }, 'at most 20'],
    ['no description', { description: '' }, 'is required'],
  ])('refuses %s', async (_name, change, message) => {
    const user = await artist();
    const res = await addService(user.token, {
      typeOfService: 'Glam',
      amount: '90',
      description: 'Full face',
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(message);
  });

  it('keeps the last service of a profile past the services step, but not during it', async () => {
    const user = await artist();
    await addService(user.token, { typeOfService: 'Glam', amount: '90', description: 'Full' });
    const remove = async () => {
      const [service] = (await own(user.token)).services as Array<{ _id: string }>;
      return call({
        method: 'DELETE',
        url: `/api/profile/service/${service!._id}`,
        token: user.token,
      });
    };
    // Still on the wizard's services step (or before it): the list may be emptied.
    await t.database.db.update(profiles).set({ wizardStep: 5 }).where(eq(profiles.userId, user.id));
    expect((await remove()).statusCode).toBe(200);

    await addService(user.token, { typeOfService: 'Glam', amount: '90', description: 'Full' });
    await t.database.db.update(profiles).set({ wizardStep: 8 }).where(eq(profiles.userId, user.id));
    const refused = await remove();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: {
        message: 'Keep at least one service: clients book your services. Add another one first.',
      },
    });
    expect((await own(user.token)).services).toHaveLength(1);
  });

  it("never removes another artist's service", async () => {
    const owner = await artist();
    const other = await artist();
    await addService(owner.token, {
      typeOfService: 'Glam',
      amount: '90',
      description: 'Full face',
    });
    const [service] = (await own(owner.token)).services as Array<{ _id: string }>;
    const res = await call({
      method: 'DELETE',
      url: `/api/profile/service/${service!._id}`,
      token: other.token,
    });
    expect(res.statusCode).toBe(404);
    expect((await own(owner.token)).price).toBe(9450);
  });
});

describe('courses and certificates', () => {
  it("adds to your own profile and never removes another artist's", async () => {
    const owner = await artist();
    const other = await artist();
    const added = await call({
      method: 'POST',
      url: '/api/profile/education',
      token: owner.token,
      payload: { title: 'Bridal makeup', school: 'Toronto Beauty School', year: 2021 },
    });
    expect(added.statusCode).toBe(200);
    const [course] = (await own(owner.token)).education as Array<{ _id: string }>;
    const remove = (token: string) =>
      call({ method: 'DELETE', url: `/api/profile/education/${course!._id}`, token });
    expect((await remove(other.token)).statusCode).toBe(404);
    expect((await own(owner.token)).education).toHaveLength(1);
    expect((await remove(owner.token)).json()).toEqual({ message: 'Education Removed' });
    expect((await own(owner.token)).education).toEqual([]);
  });
});

describe('categories, location and updates', () => {
  it('needs at least one category, from the lists', async () => {
    const user = await artist();
    const put = (payload: object) =>
      call({ method: 'PUT', url: '/api/profile/categories', token: user.token, payload });
    expect((await put({ stateHair: [], stateMakeup: [] })).statusCode).toBe(400);
    expect((await put({ stateHair: ['Mullet'], stateMakeup: [] })).statusCode).toBe(400);
    const ok = await put({ stateHair: ['Blowout'], stateMakeup: ['Bridal', 'Glam'] });
    expect(ok.json()).toEqual({ message: 'Categories Added' });
    expect((await own(user.token)).categories).toEqual({
      hair: ['Blowout'],
      makeup: ['Bridal', 'Glam'],
    });
  });

  it('places a studio by its Toronto postal code and keeps the street private', async () => {
    const user = await artist();
    const patch = (payload: object) =>
      call({ method: 'PATCH', url: '/api/profile', token: user.token, payload });
    const location = {
      availability: 'Weekends, 9 to 5',
      place: true,
      delivery: false,
      street: '123 King St W',
      postalCode: 'm5v2t6',
    };
    expect((await patch({ location: { ...location, street: '' } })).statusCode).toBe(400);
    for (const postalCode of ['H2X 1Y4', '90210']) {
      const refused = await patch({ location: { ...location, postalCode } });
      expect(refused.statusCode).toBe(400);
      // One plain message for the field, not a union's "expected ''".
      expect(refused.json()).toMatchObject({
        error: { fields: { 'location.postalCode': 'must be a Toronto postal code, like M5V 2T6' } },
      });
    }
    expect(
      (await patch({ location: { ...location, place: false, delivery: false } })).statusCode,
    ).toBe(400);
    expect((await patch({ location })).json()).toEqual({ message: 'Profile Updated' });

    expect(await own(user.token)).toMatchObject({
      street: '123 King St W',
      postalCode: 'M5V 2T6',
      area: { postalPrefix: 'M5V' },
    });
    await call({
      method: 'POST',
      url: '/api/profile/verified',
      token: admin.token,
      payload: { id: user.id, verified: true },
    });
    const pub = await call({ method: 'GET', url: `/api/profile/${user.id}` });
    expect(pub.statusCode).toBe(200);
    expect(pub.body).not.toMatch(/King St|M5V 2T6|street|postalCode|mobile|payout|acct/);
    // Verified, but clients cannot book until a bank account is connected.
    expect(pub.json()).toMatchObject({ verified: true, takesBookings: false });
    await t.database.db
      .update(profiles)
      .set({ payoutAccountId: 'acct_sim_connected' })
      .where(eq(profiles.userId, user.id));
    const connected = await call({ method: 'GET', url: `/api/profile/${user.id}` });
    expect(connected.json()).toMatchObject({ verified: true, takesBookings: true });
    expect(connected.body).not.toMatch(/acct_sim_connected/);
  });

  it.each([
    { verified: true },
    { price: 100 },
    { user: 'x' },
    { verifiedAt: null },
    { payoutAccountId: 'acct_1' },
    { wizardStep: 1 },
  ])('never takes %o through PATCH', async (payload) => {
    const user = await artist();
    const res = await call({ method: 'PATCH', url: '/api/profile', token: user.token, payload });
    expect(res.statusCode).toBe(400);
    expect((await own(user.token)).verified).toBe(false);
  });
});

describe('the wizard', () => {
  it('moves forward only past finished steps, and never back', async () => {
    const user = await artist();
    const step = (wizardStep: number) =>
      call({ method: 'PATCH', url: '/api/profile', token: user.token, payload: { wizardStep } });
    const refused = await step(8);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: { message: 'Finish the Categories step first.' },
    });
    expect((await own(user.token)).wizardStep).toBe(3);

    await call({
      method: 'PUT',
      url: '/api/profile/categories',
      token: user.token,
      payload: { stateHair: [], stateMakeup: ['Glam'] },
    });
    expect((await step(4)).statusCode).toBe(200);
    const pictures = Array.from({ length: 5 }, () => ({
      id: crypto.randomUUID(),
      userId: user.id,
      kind: 'portfolio' as const,
      tag: 'Glam Makeup' as const,
      width: 800,
      height: 1000,
      widths: [320],
    }));
    await t.database.db
      .insert(images)
      .values([...pictures.slice(1), { ...pictures[0]!, tag: null }]);
    expect((await step(5)).json()).toMatchObject({
      error: { message: 'Finish the Portfolio step first.' },
    });
    await t.database.db
      .update(images)
      .set({ tag: 'Social Makeup' })
      .where(eq(images.userId, user.id));
    expect((await step(5)).statusCode).toBe(200);

    await addService(user.token, { typeOfService: 'Glam', amount: '90', description: 'Full face' });
    expect((await step(6)).json()).toMatchObject({
      error: { message: 'Finish the Services and location step first.' },
    });
    const finish = await call({
      method: 'PATCH',
      url: '/api/profile',
      token: user.token,
      payload: {
        location: { place: false, delivery: true }, // the note on hours is optional
        gender: 'Woman',
        qualified: 'no-but',
        englishLevel: 'native',
        wizardStep: 8,
      },
    });
    expect(finish.json()).toEqual({ message: 'Profile Updated' });
    expect((await step(4)).statusCode).toBe(200);
    expect(await own(user.token)).toMatchObject({ wizardStep: 8, payoutConnected: false });
  });

  it('changes nothing when the step is refused', async () => {
    const user = await artist();
    const res = await call({
      method: 'PATCH',
      url: '/api/profile',
      token: user.token,
      payload: { bio: 'Changed', wizardStep: 5 },
    });
    expect(res.statusCode).toBe(409);
    expect((await own(user.token)).bio).toBe(bio.bio);
  });
});

describe('who sees a profile', () => {
  it('shows an unverified profile only to its owner and admins', async () => {
    const user = await artist();
    const stranger = await t.signUp();
    const get = (token?: string) =>
      call({ method: 'GET', url: `/api/profile/${user.id}`, ...(token ? { token } : {}) });
    expect((await get()).statusCode).toBe(404);
    expect((await get(stranger.token)).statusCode).toBe(404);
    expect((await get(user.token)).statusCode).toBe(200);
    expect((await get(admin.token)).statusCode).toBe(200);

    const verify = await call({
      method: 'POST',
      url: '/api/profile/verified',
      token: admin.token,
      payload: { id: user.id, verified: true },
    });
    expect(verify.statusCode).toBe(200);
    expect((await get()).json()).toMatchObject({ verified: true, name: { firstName: 'Test' } });

    await t.database.db.update(users).set({ blockedAt: new Date() }).where(eq(users.id, user.id));
    expect((await get()).statusCode).toBe(404);
    expect((await get(admin.token)).statusCode).toBe(200);
  });

  it('lets only admins verify, and 404s a missing profile', async () => {
    const user = await artist();
    const asUser = await call({
      method: 'POST',
      url: '/api/profile/verified',
      token: user.token,
      payload: { id: user.id, verified: true },
    });
    expect(asUser.statusCode).toBe(403);
    const missing = await call({
      method: 'POST',
      url: '/api/profile/verified',
      token: admin.token,
      payload: { id: '00000000-0000-4000-8000-000000000000', verified: true },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('lists verified artists only, newest verification first, each with their own services', async () => {
    const [first, second, pending] = [await artist(), await artist(), await artist()];
    await addService(first.token, { typeOfService: 'Glam', amount: '95', description: 'Lashes' });
    await addService(second.token, { typeOfService: 'Cut', amount: '60', description: 'Wash' });
    await addService(second.token, {
      typeOfService: 'Colour',
      amount: '140',
      description: 'All over',
    });
    for (const user of [first, second]) {
      await call({
        method: 'POST',
        url: '/api/profile/verified',
        token: admin.token,
        payload: { id: user.id, verified: true },
      });
    }
    const res = await call({ method: 'GET', url: '/api/profile?page=0' });
    const listed = res.json<Array<{ _id: string; price: number; services: unknown[] }>>();
    const ids = listed.map((p) => p._id);
    expect(ids).not.toContain(pending.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(listed.find((p) => p._id === first.id)).toMatchObject({
      price: 9975,
      services: [{ amount: 9500 }],
    });
    expect(listed.find((p) => p._id === second.id)?.services).toHaveLength(2);
    expect(res.body).not.toMatch(/mobile|street|postalCode|payout/);
  });

  it('answers 404 for a user without a profile', async () => {
    const user = await t.signUp();
    expect(
      (await call({ method: 'GET', url: '/api/profile/me', token: user.token })).statusCode,
    ).toBe(404);
  });
});
