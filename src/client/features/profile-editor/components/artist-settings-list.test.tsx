import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '#tests/support/render-client.tsx';
import { ArtistSettingsList } from './artist-settings-list.tsx';
import { ownProfile } from '#tests/support/fixtures/profile-editor.ts';

const renderList = (wizardStep: number, payoutConnected = false) =>
  renderRoutes(
    [
      {
        path: '/',
        element: <ArtistSettingsList profile={ownProfile({ wizardStep, payoutConnected })} />,
      },
    ],
    '/',
  );

describe('profile settings for an artist', () => {
  it('offers "Finish my profile" while the wizard is open', () => {
    renderList(4);
    expect(screen.getByRole('link', { name: 'Finish my profile' }).getAttribute('href')).toBe(
      '/create-profile',
    );
    expect(screen.getByText(/step 4 of 7, Portfolio/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Banking info \(needs attention\)/ })).toBeTruthy();
  });

  it('lists every artist screen, without "Finish my profile" once finished', () => {
    renderList(8, true);
    expect(screen.queryByRole('link', { name: 'Finish my profile' })).toBeNull();
    const targets = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    for (const path of [
      '/personal-info',
      '/edit-profile',
      '/add-portfolio',
      '/categories',
      '/price',
    ]) {
      expect(targets).toContain(path);
    }
    for (const path of [
      '/location',
      '/validation',
      '/info-contact',
      '/mobile',
      '/bank',
      '/earnings',
    ]) {
      expect(targets).toContain(path);
    }
    expect(screen.queryByText(/needs attention/)).toBeNull();
  });
});
