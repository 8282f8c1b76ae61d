import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WaitingArtist } from '#shared/schemas/admin.ts';
import { renderRoutes, stubApi } from '#tests/support/render-client.tsx';
import { VerificationQueue } from './verification-queue.tsx';

const waiting = (firstName: string, overrides: Partial<WaitingArtist> = {}): WaitingArtist => ({
  profile: {
    _id: `00000000-0000-4000-8000-00000000000${firstName.length}`,
    user: `00000000-0000-4000-8000-00000000010${firstName.length}`,
    name: { firstName, lastName: 'Silva' },
    profession: 'Makeup Artist',
    bio: 'Bridal and editorial makeup.',
    city: 'Toronto - Canada',
    instagramUsername: null,
    price: null,
    services: [],
    hstRegistered: false,
    categories: { hair: [], makeup: ['Bridal'] },
    availability: 'Weekends',
    weeklyHours: [[], [], [], [], [], [], []],
    place: true,
    delivery: false,
    area: null,
    englishLevel: 'native',
    education: [],
    profileImage: null,
    profileStarted: true,
    verified: false,
    takesBookings: false,
    instantBook: false,
  },
  email: `${firstName.toLowerCase()}@example.com`,
  submittedAt: '2026-11-25T15:00:00.000Z',
  late: true,
  mobileNumber: '+14165550123',
  mobileVerified: true,
  payoutConnected: false,
  pictures: [],
  changesAsked: null,
  ...overrides,
});

describe('the verification queue', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the phone as Canadians write it, and the changes last asked instead of Late', async () => {
    stubApi({
      'GET /api/admin/verification-queue': () =>
        Response.json({
          artists: [
            waiting('Ana'),
            waiting('Beatriz', {
              changesAsked: { at: '2026-11-26T18:10:00.000Z', message: 'Add two bridal pictures.' },
            }),
          ],
        }),
    });
    renderRoutes([{ path: '/', element: <VerificationQueue /> }], '/');
    const ana = within(await screen.findByRole('listitem', { name: 'Ana Silva' }));
    expect(ana.getByText('(416) 555-0123')).toBeTruthy();
    expect(ana.getByText('Late')).toBeTruthy();
    const beatriz = within(screen.getByRole('listitem', { name: 'Beatriz Silva' }));
    expect(beatriz.getByText('Changes asked')).toBeTruthy();
    expect(beatriz.queryByText('Late')).toBeNull();
    expect(
      beatriz.getByText(
        /^Changes asked Nov 26, 2026, 1:10 p\.m\. EST: “Add two bridal pictures\.”$/,
      ),
    ).toBeTruthy();
  });
});
