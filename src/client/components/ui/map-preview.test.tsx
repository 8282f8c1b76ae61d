import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultPolicy } from '#tests/support/policy.ts';
import { renderRoutes, stubApi } from '#tests/support/render-client.tsx';
import { MapPreview } from './map-preview.tsx';

afterEach(() => vi.unstubAllGlobals());

const tower = { lat: 43.6426, lng: -79.3871 };

function show() {
  stubApi({
    'GET /api/config': () =>
      Response.json({ mapTileUrl: 'https://tiles.test/{z}/{x}/{y}.png', policy: defaultPolicy }),
  });
  renderRoutes(
    [{ path: '/', element: <MapPreview point={tower} label="Map of Toronto M5V" /> }],
    '/',
  );
}

describe('MapPreview', () => {
  it('lays the configured tiles around the point, with a name for screen readers', async () => {
    show();
    const map = await screen.findByRole('img', { name: 'Map of Toronto M5V' });
    const sources = Array.from(map.querySelectorAll('img'), (img) => img.getAttribute('src'));
    // Zoom 14: the CN Tower is in tile 4579/5980; the preview covers it and its neighbours.
    expect(sources).toContain('https://tiles.test/14/4579/5980.png');
    expect(
      sources.every((src) => /^https:\/\/tiles\.test\/14\/\d+\/\d+\.png$/.test(src ?? '')),
    ).toBe(true);
    expect(screen.getByRole('link', { name: 'OpenStreetMap' })).toBeTruthy();
  });

  it('hides itself when the tiles cannot load (offline), leaving the text and link around it', async () => {
    show();
    const map = await screen.findByRole('img', { name: 'Map of Toronto M5V' });
    fireEvent.error(map.querySelector('img')!);
    await waitFor(() =>
      expect(screen.queryByRole('img', { name: 'Map of Toronto M5V' })).toBeNull(),
    );
  });
});
