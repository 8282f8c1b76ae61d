import { describe, expect, it } from 'vitest';
import { directionsUrl, openStreetMapSearchUrl, tilesAround, tileUrl, worldPixel } from './maps.ts';

describe('map tiles', () => {
  it('puts a point where Web Mercator does', () => {
    // The origin is the centre of the world; the CN Tower is tile 9158/11960 at zoom 15 (the
    // slippy-map formula: y = (1 − ln(tan φ + sec φ) / π) / 2 · 2^z).
    expect(worldPixel({ lat: 0, lng: 0 }, 0)).toEqual({ x: 128, y: 128 });
    const tower = worldPixel({ lat: 43.6426, lng: -79.3871 }, 15);
    expect([Math.floor(tower.x / 256), Math.floor(tower.y / 256)]).toEqual([9158, 11960]);
  });

  it('covers the preview with whole tiles around the centre', () => {
    const tiles = tilesAround({ lat: 43.6426, lng: -79.3871 }, 15, 600, 200);
    // 600 px wide needs 3 or 4 columns, 200 px high 1 or 2 rows.
    expect(tiles.length).toBeGreaterThanOrEqual(3);
    expect(tiles.length).toBeLessThanOrEqual(8);
    for (const t of tiles) {
      expect(t.left).toBeGreaterThan(-256);
      expect(t.left).toBeLessThan(600);
      expect(t.top).toBeGreaterThan(-256);
      expect(t.top).toBeLessThan(200);
    }
    // The tile holding the point sits under the preview's centre.
    const centre = tiles.find(
      (t) => t.left <= 300 && t.left + 256 > 300 && t.top <= 100 && t.top + 256 > 100,
    );
    expect(centre).toMatchObject({ x: 9158, y: 11960 });
  });

  it('fills the tile template and builds a street search', () => {
    expect(tileUrl('https://tile.example/{z}/{x}/{y}.png', { z: 15, x: 9158, y: 11954 })).toBe(
      'https://tile.example/15/9158/11954.png',
    );
    expect(openStreetMapSearchUrl('1420 Gerrard St E', 'M4L 1Z8')).toBe(
      'https://www.openstreetmap.org/search?query=1420%20Gerrard%20St%20E%2C%20Toronto%2C%20ON%2C%20M4L%201Z8',
    );
  });
});

describe('directions', () => {
  it('routes by car to a point, from another when given', () => {
    expect(directionsUrl({ lat: 43.6953, lng: -79.3184 })).toBe(
      'https://www.openstreetmap.org/directions?engine=fossgis_osrm_car&route=%3B43.69530%2C-79.31840',
    );
    expect(directionsUrl({ lat: 43.6953, lng: -79.3184 }, { lat: 43.6404, lng: -79.3995 })).toBe(
      'https://www.openstreetmap.org/directions?engine=fossgis_osrm_car&route=43.64040%2C-79.39950%3B43.69530%2C-79.31840',
    );
  });
});
