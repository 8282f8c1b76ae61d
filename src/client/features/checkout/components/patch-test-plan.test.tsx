import { describe, expect, it } from 'vitest';
import type { PatchTestStatus } from '#shared/schemas/patch-tests.ts';
import type { ServiceView } from '#shared/schemas/profile.ts';
import { patchTestPlan } from './patch-test-plan.ts';
import { doneDraft } from '#tests/support/fixtures/checkout.tsx';

const HOUR = 3_600_000;
const NOW = Date.parse('2026-11-28T15:00:00.000Z');
const iso = (hours: number) => new Date(NOW + hours * HOUR).toISOString();
const svc = (id: string, flags: Partial<ServiceView> = {}): ServiceView => ({
  _id: id,
  typeOfService: id,
  amount: 1000,
  price: 1050,
  description: '',
  durationMinutes: 15,
  needsPatchTest: false,
  isPatchTest: false,
  asksHealthQuestions: false,
  ...flags,
});
const lashes = svc('00000000-0000-4000-8000-0000000000c1', { needsPatchTest: true });
const patch = svc('00000000-0000-4000-8000-0000000000c2', { isPatchTest: true });
const services = [lashes, patch];
const offer = { serviceId: patch._id, typeOfService: 'Patch', durationMinutes: 15 };
const draft = (change: Partial<typeof doneDraft> = {}) => ({
  ...doneDraft,
  quantities: { [lashes._id]: 1 },
  appointmentAt: null,
  ...change,
});

describe('the checkout’s patch-test plan', () => {
  it.each([
    ['an order needing none', { quantities: { [patch._id]: 1 } }, { offer, standing: [] }, null],
    ['the status still loading', {}, undefined, 'checkout.patchTest.loading'],
    ['an artist offering none', {}, { offer: null, standing: [] }, 'checkout.patchTest.noOffer'],
    ['no patch test chosen yet', {}, { offer, standing: [] }, 'checkout.patchTest.choose'],
    [
      'a main time under 48 h after the chosen test',
      { patchTestAt: iso(24), appointmentAt: iso(71) },
      { offer, standing: [] },
      'checkout.patchTest.tooSoon',
    ],
    [
      'a main time 48 h after the chosen test',
      { patchTestAt: iso(24), appointmentAt: iso(72) },
      { offer, standing: [] },
      null,
    ],
    [
      'a standing test 10 days ago',
      { appointmentAt: iso(24) },
      { offer, standing: [iso(-240)] },
      null,
    ],
    [
      'a standing test tomorrow, the visit in 30 h',
      { appointmentAt: iso(30) },
      { offer, standing: [iso(24)] },
      'checkout.patchTest.tooSoon',
    ],
  ] as Array<[string, Partial<typeof doneDraft>, PatchTestStatus | undefined, string | null]>)(
    '%s',
    (_name, change, status, problem) => {
      const plan = patchTestPlan(services, draft(change), status, NOW);
      expect(plan.problem).toBe(problem);
    },
  );

  it('books the test in the flow only without a standing one, the main times 48 h after', () => {
    const chosen = patchTestPlan(
      services,
      draft({ patchTestAt: iso(24) }),
      { offer, standing: [] },
      NOW,
    );
    expect(chosen).toMatchObject({ toBook: true, mainFrom: iso(72), existing: null });
    // One older than six months does not count: a new one is booked.
    const old = patchTestPlan(services, draft(), { offer, standing: [iso(-24 * 200)] }, NOW);
    expect(old).toMatchObject({ toBook: true, existing: null });
    const standing = patchTestPlan(services, draft(), { offer, standing: [iso(-48)] }, NOW);
    expect(standing).toMatchObject({ toBook: false, existing: iso(-48), mainFrom: iso(0) });
  });
});
