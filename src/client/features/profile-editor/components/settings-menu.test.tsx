import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SettingsShell } from '#client/components/layouts/settings-shell.tsx';
import { currentUser, renderRoutes, stubApi } from '#tests/support/render-client.tsx';
import { MyProfileGate } from './my-profile-gate.tsx';
import { artist, json, notFound, ownProfile } from '#tests/support/fixtures/profile-editor.ts';

function renderSettings(user = artist, profile = ownProfile()) {
  stubApi({
    'GET /api/user': () => json(user),
    'GET /api/profile/me': () => (user.profile ? json(profile) : notFound()),
  });
  renderRoutes(
    [
      {
        path: '/categories',
        element: (
          <SettingsShell title="Categories">
            <MyProfileGate>{() => <p>the categories form</p>}</MyProfileGate>
          </SettingsShell>
        ),
      },
    ],
    '/categories',
  );
}

const menu = () => within(screen.getByRole('navigation', { name: 'Settings' }));

describe('the settings menu', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the artist menu with a "!" on Banking info until payouts are connected', async () => {
    renderSettings();
    expect(await screen.findByText('the categories form')).toBeTruthy();
    const bank = await menu().findByRole('link', { name: 'Banking info (needs attention)' });
    expect(bank.getAttribute('href')).toBe('/bank');
    for (const name of [
      'Profile info',
      'Portfolio',
      'Location',
      'Services',
      'Mobile',
      'Bookings',
      'Earnings',
    ]) {
      expect(menu().getByRole('link', { name })).toBeTruthy();
    }
  });

  it('shows no badge once a payout account is connected', async () => {
    renderSettings(artist, ownProfile({ payoutConnected: true }));
    expect(await screen.findByText('the categories form')).toBeTruthy();
    expect(menu().getByRole('link', { name: 'Banking info' })).toBeTruthy();
    expect(screen.queryByText(/needs attention/)).toBeNull();
  });

  it('keeps the customer menu for users without a profile, and offers to start one', async () => {
    renderSettings(currentUser);
    expect(await screen.findByRole('link', { name: 'Start your artist profile' })).toBeTruthy();
    expect(menu().getByRole('link', { name: 'Payment method' })).toBeTruthy();
    expect(menu().queryByRole('link', { name: /Banking info/ })).toBeNull();
    expect(menu().queryByRole('link', { name: 'Earnings' })).toBeNull();
  });
});
