import { describe, expect, it } from 'vitest';
import { boundsOf, clusterPins } from './map-clusters.ts';

// At zoom 12 one degree of longitude is 2^12 · 256 / 360 ≈ 2913 px; 0.01° ≈ 29 px.
const pin = (id: string, lat: number, lng: number) => ({ id, lat, lng });
const queenWest = pin('a', 43.6476, -79.4);
const nextDoor = pin('b', 43.6476, -79.39); // 29 px east at zoom 12
const yorkville = pin('c', 43.6707, -79.3933);
const scarborough = pin('d', 43.7764, -79.2318);

describe('clusterPins', () => {
  it.each([
    {
      case: 'pins a finger apart gather; the others stay alone',
      zoom: 12,
      groups: [['a', 'b'], ['c'], ['d']],
    },
    { case: 'zoomed in, the same pins part', zoom: 15, groups: [['a'], ['b'], ['c'], ['d']] },
    { case: 'zoomed out, the city is one group', zoom: 7, groups: [['a', 'b', 'c', 'd']] },
  ])('$case (zoom $zoom)', ({ zoom, groups }) => {
    const clusters = clusterPins([queenWest, nextDoor, yorkville, scarborough], zoom);
    expect(clusters.map((c) => c.pins.map((p) => p.id))).toEqual(groups);
  });

  it('puts a group at its pins’ average place, a lone pin where it is', () => {
    const [pair, alone] = clusterPins([queenWest, nextDoor, yorkville], 12);
    expect(pair).toMatchObject({ lat: 43.6476 });
    expect(pair!.lng).toBeCloseTo(-79.395, 6);
    expect(alone).toMatchObject({ lat: yorkville.lat, lng: yorkville.lng });
  });

  it('joins the first group in reach, so the same pins always group the same way', () => {
    // b is in reach of a and of c; walking a, c, b puts it with a, the first group.
    const c = pin('c', 43.6476, -79.38);
    const first = clusterPins([queenWest, c, nextDoor], 12, 30);
    expect(first.map((g) => g.pins.map((p) => p.id))).toEqual([['a', 'b'], ['c']]);
    expect(clusterPins([], 12)).toEqual([]);
  });
});

describe('boundsOf', () => {
  it('is the box around the points, or nothing for none', () => {
    expect(boundsOf([queenWest, scarborough])).toEqual({
      west: -79.4,
      south: 43.6476,
      east: -79.2318,
      north: 43.7764,
    });
    expect(boundsOf([])).toBeNull();
  });
});
