import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultPolicy } from '#tests/support/policy.ts';
import { renderRoutes, stubApi } from '#tests/support/render-client.tsx';
import { LazyMap, type LazyMapProps } from './lazy-map.tsx';

afterEach(() => vi.unstubAllGlobals());

const pins = [
  { id: 'a', lat: 43.6476, lng: -79.4, label: 'Aaliyah', href: '/profile/artist/a' },
  { id: 'b', lat: 43.6477, lng: -79.4001, label: 'Sofia', href: '/profile/artist/b' },
  { id: 'c', lat: 43.7764, lng: -79.2318, label: 'Maya' },
];

function show(props: Partial<LazyMapProps> = {}) {
  stubApi({
    'GET /api/config': () =>
      Response.json({ mapTileUrl: 'https://tiles.test/{z}/{x}/{y}.png', policy: defaultPolicy }),
  });
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <LazyMap
            label="Artists on the map"
            center={{ lat: 43.7, lng: -79.35 }}
            zoom={11}
            pins={pins}
            fallback={<p>Use the list</p>}
            {...props}
          />
        ),
      },
      { path: '/profile/artist/:id', element: <h1>Her profile</h1> },
    ],
    '/',
  );
}

describe('LazyMap', () => {
  it('is a named region with its pins as links, nearby ones gathered in a group', async () => {
    show();
    const map = await screen.findByRole('region', { name: 'Artists on the map' });
    expect(map.getAttribute('aria-roledescription')).toBe('map');
    expect(
      await screen.findByRole('button', { name: '2 places close together: zoom in' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Maya' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Zoom in' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'OpenStreetMap' })).toBeTruthy();
  });

  it('opens a pin’s page, and tells a chosen pin without one', async () => {
    const onPinSelect = vi.fn();
    show({ pins: [pins[0]!, pins[2]!], onPinSelect, zoom: 16 });
    fireEvent.click(await screen.findByRole('button', { name: 'Maya' }));
    expect(onPinSelect).toHaveBeenCalledWith('c');
    fireEvent.click(screen.getByRole('link', { name: 'Aaliyah' }));
    expect(await screen.findByRole('heading', { name: 'Her profile' })).toBeTruthy();
  });

  it('moves the draggable pin with the arrow keys and says where', async () => {
    const onPinMove = vi.fn();
    show({ pins: [], draggablePin: { lat: 43.7, lng: -79.35, label: 'Your place' }, onPinMove });
    const pin = await screen.findByRole('button', {
      name: 'Your place: move it with the arrow keys or by dragging',
    });
    fireEvent.keyDown(pin, { key: 'ArrowRight' });
    expect(onPinMove).toHaveBeenCalledTimes(1);
    const [point] = onPinMove.mock.calls[0] as [{ lat: number; lng: number }];
    expect(point.lat).toBeCloseTo(43.7, 3);
    expect(point.lng).toBeGreaterThan(-79.35);
  });

  it('shows the fallback when no tile of the view loads (offline)', async () => {
    show();
    const map = await screen.findByRole('region', { name: 'Artists on the map' });
    const tiles = map.querySelectorAll('img.leaflet-tile');
    expect(tiles.length).toBeGreaterThan(0);
    for (const tile of tiles) fireEvent.error(tile);
    expect(await screen.findByText('Use the list')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('region')).toBeNull());
  });
});
