import type {
  ArtistCard,
  FeaturedArtist,
  SearchPage,
  SearchResult,
} from '#shared/schemas/search.ts';

/** Test data for the search components (not imported by the app). */
const uuid = (prefix: string, n: number) =>
  `00000000-0000-4000-8000-${prefix}${String(n).padStart(12 - prefix.length, '0')}`;

export function result(n: number, overrides: Partial<SearchResult['artist']> = {}): SearchResult {
  return {
    _id: uuid('1', n),
    tag: 'Bridal Makeup',
    src: `/files/images/${n}/640.webp`,
    srcset: `/files/images/${n}/320.webp 320w, /files/images/${n}/640.webp 640w`,
    width: 800,
    height: 1000,
    artist: {
      _id: uuid('a', n),
      firstName: `Artist${n}`,
      profession: 'Makeup Artist',
      profileImage: null,
      price: 8000,
      hstRegistered: false,
      rating: 4.8,
      reviewCount: 12,
      ...overrides,
    },
  };
}

export const results = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => result(from + i));

export const page = (items: SearchResult[], nextCursor: string | null = null): SearchPage => ({
  results: items,
  nextCursor,
});

export function featured(n: number): FeaturedArtist {
  const { artist, ...picture } = result(n);
  return {
    ...artist,
    firstName: `Ana${n}`,
    lastName: 'Silva',
    cover: { ...picture, tag: 'Glam Makeup' },
  };
}

export function artistCard(n: number, overrides: Partial<ArtistCard> = {}): ArtistCard {
  const { artist, ...picture } = result(n);
  return {
    ...artist,
    pictures: [picture],
    distanceKm: 2.4,
    nextTimes: ['2030-01-15T14:00:00.000Z', '2030-01-15T14:30:00.000Z'],
    serviceId: uuid('5', n),
    bookable: true,
    studioArea: 'M5V',
    travels: false,
    point: { lat: 43.6426 + n / 100, lng: -79.3871 },
    ...overrides,
  };
}
