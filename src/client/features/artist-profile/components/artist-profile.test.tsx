import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ImageView, PublicProfile } from '#shared/schemas/profile.ts';
import { currentUser, renderRoutes, stubApi } from '#tests/support/render-client.tsx';
import { ArtistProfile } from './artist-profile.tsx';
import { startingPriceText } from './profile-format.ts';

const artistId = '00000000-0000-4000-8000-0000000000a1';

const profile: PublicProfile = {
  _id: artistId,
  user: artistId,
  name: { firstName: 'Ana', lastName: 'Silva' },
  profession: 'Makeup Artist',
  bio: 'Soft glam and bridal makeup across Toronto.',
  city: 'Toronto - Canada',
  instagramUsername: 'ana.glam',
  price: 8000,
  services: [
    {
      _id: '00000000-0000-4000-8000-0000000000b1',
      typeOfService: 'Soft glam',
      amount: 8000,
      price: 8400,
      description: 'Lashes included',
      durationMinutes: 60,
      needsPatchTest: false,
      isPatchTest: false,
      asksHealthQuestions: false,
    },
    {
      _id: '00000000-0000-4000-8000-0000000000b2',
      typeOfService: 'Bridal',
      amount: 12050,
      price: 12653,
      description: 'Trial included',
      durationMinutes: 90,
      needsPatchTest: false,
      isPatchTest: false,
      asksHealthQuestions: false,
    },
  ],
  categories: { hair: [], makeup: ['Bridal', 'Glam'] },
  availability: 'Weekends, 8am to 6pm',
  weeklyHours: [[], [], [{ start: '10:00', end: '19:00' }], [], [], [], []],
  place: true,
  delivery: true,
  area: { postalPrefix: 'M5V', lat: 43.6426, lng: -79.3871 },
  englishLevel: 'native',
  education: [
    {
      _id: '00000000-0000-4000-8000-0000000000c1',
      title: 'Bridal makeup',
      school: 'Toronto Beauty School',
      year: 2019,
    },
  ],
  profileImage: null,
  profileStarted: true,
  verified: true,
  takesBookings: true,
  instantBook: false,
  hstRegistered: false,
};

const picture = (n: number, tag: ImageView['tag']): ImageView => ({
  _id: `00000000-0000-4000-8000-00000000010${n}`,
  tag,
  src: `/files/images/${n}/640.webp`,
  srcset: `/files/images/${n}/320.webp 320w, /files/images/${n}/640.webp 640w`,
  width: 900,
  height: 600,
});
const pictures = [
  picture(1, 'Bridal Makeup'),
  picture(2, 'Glam Makeup'),
  picture(3, 'Bridal Makeup'),
];

function renderProfile({
  data = profile,
  images = pictures,
  signedInAs,
}: {
  data?: PublicProfile;
  images?: ImageView[];
  signedInAs?: typeof currentUser;
} = {}) {
  const calls = stubApi({
    [`GET /api/profile/${artistId}`]: () => Response.json(data),
    [`GET /api/images/${artistId}`]: () => Response.json(images),
    ...(signedInAs ? { 'GET /api/user': () => Response.json(signedInAs) } : {}),
  });
  renderRoutes(
    [
      { path: '/', element: <ArtistProfile artistId={artistId} /> },
      { path: '/checkout/:id/:bookId', element: <h1>Checkout</h1> },
    ],
    '/',
  );
  return calls;
}

const owner = { ...currentUser, _id: artistId, profile: true };

describe('the artist profile page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('writes the starting price as "/cad start"', () => {
    expect(startingPriceText(8000)).toBe('$80 /cad start');
    expect(startingPriceText(7950)).toBe('$79.50 /cad start');
  });

  it('answers "when": weekly hours in Toronto time and her next free days, each time a link to book', async () => {
    const slots = [
      '2030-01-15T15:00:00.000Z',
      '2030-01-15T15:30:00.000Z',
      '2030-01-17T20:00:00.000Z',
    ];
    stubApi({
      [`GET /api/profile/${artistId}`]: () => Response.json(profile),
      [`GET /api/images/${artistId}`]: () => Response.json(pictures),
    });
    const baseStub = globalThis.fetch;
    vi.stubGlobal('fetch', (url: string, init?: RequestInit) =>
      url.startsWith(`/api/availability/${artistId}?`)
        ? Promise.resolve(Response.json({ timeZone: 'America/Toronto', slots }))
        : baseStub(url, init),
    );
    renderRoutes(
      [
        { path: '/', element: <ArtistProfile artistId={artistId} /> },
        { path: '/checkout/:id/:bookId', element: <h1>Checkout</h1> },
      ],
      '/',
    );
    const hours = await screen.findByText('Hours (Toronto time)');
    const facts = within(hours.closest('div')!);
    expect(facts.getByText('Tue')).toBeTruthy();
    expect(facts.getByText('10:00–19:00')).toBeTruthy();
    expect(facts.getAllByText('Closed')).toHaveLength(6);

    const tuesday = await screen.findByText('Tuesday, Jan 15');
    expect(tuesday).toBeTruthy();
    expect(screen.getByText('Thursday, Jan 17')).toBeTruthy();
    const time = screen.getByRole('link', { name: '10:00 a.m.' });
    expect(time.getAttribute('href')).toContain(`?at=${encodeURIComponent(slots[0]!)}`);
  });

  it('shows a visitor the artist, the facts and a Book link per service', async () => {
    renderProfile();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Silva' })).toBeTruthy();
    expect(document.title).toBe('Ana Silva · Blush');
    expect(screen.getByText('Verified artist')).toBeTruthy();
    expect(screen.getAllByText('$80 /cad start').length).toBeGreaterThan(0);
    expect(screen.getByText('Makeup Artist · Toronto - Canada')).toBeTruthy();

    const instagram = screen.getByRole('link', { name: /@ana\.glam/ });
    expect(instagram.getAttribute('href')).toBe('https://www.instagram.com/ana.glam/');
    expect(instagram.getAttribute('rel')).toContain('noopener');
    expect(screen.getByText(/Studio in M5V/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /OpenStreetMap/ }).getAttribute('href')).toBe(
      'https://www.openstreetmap.org/?mlat=43.64260&mlon=-79.38710#map=14/43.64260/-79.38710',
    );
    expect(screen.getByText('Travels to you')).toBeTruthy();
    expect(screen.getByText('Native')).toBeTruthy();
    expect(screen.getByText('Bridal makeup')).toBeTruthy();

    const panel = within(screen.getByRole('region', { name: 'Book Ana' }));
    // All-in: the artist's $120.50 with the 5% fee.
    expect(panel.getByText('$126.53')).toBeTruthy();
    const book = panel.getByRole('link', { name: 'Book Soft glam, $84.00' });
    expect(book.getAttribute('href')).toBe(
      `/checkout/${artistId}/00000000-0000-4000-8000-0000000000b1`,
    );
    expect(panel.getAllByRole('link', { name: /^Book / })).toHaveLength(2);

    expect(screen.queryByRole('link', { name: 'Settings' })).toBeNull();
    expect(screen.queryByText(/being checked/)).toBeNull();
  });

  it('shows the unverified owner the pending note and Settings, and no Book', async () => {
    renderProfile({ data: { ...profile, verified: false }, signedInAs: owner });
    expect(await screen.findByText('Your profile is being checked')).toBeTruthy();
    expect(screen.getByText(/enabled within 2 hours/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe(
      '/personal-info',
    );
    expect(screen.queryByRole('link', { name: /^Book / })).toBeNull();
    expect(screen.queryByText('Verified artist')).toBeNull();
  });

  it('says when the artist takes instant bookings', async () => {
    renderProfile({ data: { ...profile, instantBook: true }, signedInAs: currentUser });
    const panel = within(await screen.findByRole('region', { name: 'Book Ana' }));
    expect(panel.getByText('Instant book: confirmed as soon as you book.')).toBeTruthy();
  });

  it('shows another signed-in user the Book links and no Settings', async () => {
    renderProfile({ signedInAs: currentUser });
    await screen.findByRole('heading', { level: 1, name: 'Ana Silva' });
    await waitFor(() => expect(screen.getAllByRole('link', { name: /^Book / })).toHaveLength(2));
    expect(screen.queryByRole('link', { name: 'Settings' })).toBeNull();
  });

  it('says an artist without a bank account is not taking bookings, and offers no Book', async () => {
    renderProfile({ data: { ...profile, takesBookings: false }, signedInAs: currentUser });
    const panel = within(await screen.findByRole('region', { name: 'Book Ana' }));
    expect(panel.getByText('Ana is not taking bookings yet.')).toBeTruthy();
    expect(panel.getByText('$126.53')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Book / })).toBeNull();
    expect(screen.getByRole('link', { name: 'See services' }).getAttribute('href')).toBe('#book');
  });

  it('tells the verified owner without a bank account that clients cannot book them yet', async () => {
    renderProfile({ data: { ...profile, takesBookings: false }, signedInAs: owner });
    expect(await screen.findByText('Clients cannot book you yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Banking info' }).getAttribute('href')).toBe(
      '/bank',
    );
    expect(screen.queryByText(/is not taking bookings yet/)).toBeNull();
  });

  it('says kindly when the profile does not exist', async () => {
    stubApi({});
    renderRoutes([{ path: '/', element: <ArtistProfile artistId={artistId} /> }], '/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This artist profile does not exist' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all artists' }).getAttribute('href')).toBe(
      '/search',
    );
  });

  it('offers to try again after a server error', async () => {
    let fail = true;
    stubApi({
      [`GET /api/profile/${artistId}`]: () =>
        fail
          ? Response.json(
              { error: { code: 'internal', message: 'Something went wrong on our side.' } },
              { status: 500 },
            )
          : Response.json(profile),
      [`GET /api/images/${artistId}`]: () => Response.json(pictures),
    });
    renderRoutes([{ path: '/', element: <ArtistProfile artistId={artistId} /> }], '/');
    expect(await screen.findByText('Something went wrong on our side.')).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Silva' })).toBeTruthy();
  });

  it('shows an empty gallery', async () => {
    renderProfile({ images: [] });
    expect(await screen.findByText('No pictures yet.')).toBeTruthy();
  });
});

describe('the gallery', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lays pictures out with srcset, sizes, lazy loading and their own size', async () => {
    renderProfile();
    const [first] = await screen.findAllByRole('img', { name: 'Bridal Makeup by Ana Silva' });
    if (!first) throw new Error('no picture');
    expect(first.getAttribute('srcset')).toBe(pictures[0]!.srcset);
    expect(first.getAttribute('sizes')).toBeTruthy();
    expect(first.getAttribute('loading')).toBe('lazy');
    expect(first.getAttribute('width')).toBe('900');
    expect(first.getAttribute('height')).toBe('600');
  });

  it('filters by the tags the pictures have', async () => {
    renderProfile();
    const filter = await screen.findByRole('radiogroup', { name: 'Show pictures by tag' });
    const chips = within(filter).getAllByRole('radio');
    expect(chips.map((c) => c.textContent)).toEqual([
      'All (3)',
      'Bridal Makeup (2)',
      'Glam Makeup (1)',
    ]);
    await userEvent.click(within(filter).getByRole('radio', { name: 'Glam Makeup (1)' }));
    expect(screen.getAllByRole('img', { name: /by Ana Silva$/ })).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Glam Makeup by Ana Silva' })).toBeTruthy();
    await userEvent.click(within(filter).getByRole('radio', { name: 'All (3)' }));
    expect(screen.getAllByRole('img', { name: /by Ana Silva$/ })).toHaveLength(3);
  });

  it('opens a lightbox that the keyboard moves through and closes, returning focus', async () => {
    renderProfile();
    await screen.findAllByRole('img', { name: /by Ana Silva$/ });
    const opener = screen.getAllByRole('button', { name: /by Ana Silva$/ })[1]!;
    act(() => opener.focus());
    await userEvent.keyboard('{Enter}');

    const dialog = await screen.findByRole('dialog', { name: 'Ana Silva’s portfolio' });
    expect(within(dialog).getByText('2 of 3')).toBeTruthy();
    expect(within(dialog).getByRole('img').getAttribute('alt')).toBe('Glam Makeup by Ana Silva');

    await userEvent.keyboard('{ArrowRight}');
    expect(within(dialog).getByText('3 of 3')).toBeTruthy();
    await userEvent.keyboard('{ArrowRight}');
    expect(within(dialog).getByText('1 of 3')).toBeTruthy();
    await userEvent.keyboard('{ArrowLeft}');
    expect(within(dialog).getByText('3 of 3')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Previous picture' }));
    expect(within(dialog).getByText('2 of 3')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next picture' }));
    expect(within(dialog).getByText('3 of 3')).toBeTruthy();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('closes with the Close button too', async () => {
    renderProfile();
    await screen.findAllByRole('img', { name: /by Ana Silva$/ });
    const opener = screen.getAllByRole('button', { name: /by Ana Silva$/ })[0]!;
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('1 of 3')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
