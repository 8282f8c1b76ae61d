import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ArtistSearchPage } from '#shared/schemas/search.ts';
import { renderRoutes, stubApi } from '#tests/support/render-client.tsx';
import { SearchPage } from './search-page.tsx';
import { artistCard } from '#tests/support/fixtures/search-data.ts';

const answer = (body: ArtistSearchPage) => () => Response.json(body);

function renderSearch(path: string) {
  return renderRoutes(
    [
      { path: '/search', element: <SearchPage /> },
      { path: '/checkout/:id/:bookId', element: <h1>Checkout</h1> },
    ],
    path,
  );
}

describe('search by artist', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens on artist cards whose free times open the checkout at that time', async () => {
    const card = artistCard(1);
    const calls = stubApi({
      'GET /api/search/artists?place=artistSite&near=M5V+2T6&date=2030-01-15&timeOfDay=morning':
        answer({ artists: [card], total: 1, nextPage: null }),
    });
    const router = renderSearch(
      '/search?place=artistSite&near=M5V+2T6&date=2030-01-15&timeOfDay=morning',
    );
    const article = await screen.findByRole('article', { name: 'Artist1' });
    expect(within(article).getByText(/2.4 km away/)).toBeTruthy();
    expect(within(article).getByText('Studio in M5V')).toBeTruthy();
    const times = within(article).getAllByRole('link', { name: /^Book Artist1 on / });
    expect(times).toHaveLength(2);
    expect(screen.getByText('1 artist found')).toBeTruthy();
    await userEvent.click(times[0]!);
    await screen.findByRole('heading', { name: 'Checkout' });
    const { pathname, search } = router.state.location;
    expect(pathname).toBe(`/checkout/${card._id}/${card.serviceId}`);
    const params = new URLSearchParams(search);
    expect(params.get('at')).toBe(card.nextTimes[0]);
    expect(params.get('step')).toBe('4');
    expect(params.get('place')).toBe('artistSite');
    expect(calls.every((c) => !c.key.startsWith('GET /api/search?'))).toBe(true);
  });

  it('says "+ HST" beside a registered artist\'s price, and nothing beside another\'s', async () => {
    stubApi({
      'GET /api/search/artists': answer({
        artists: [artistCard(3, { hstRegistered: true }), artistCard(4)],
        total: 2,
        nextPage: null,
      }),
    });
    renderSearch('/search');
    const registered = await screen.findByRole('article', { name: 'Artist3' });
    expect(within(registered).getByText(/\+ HST/)).toBeTruthy();
    const plain = screen.getByRole('article', { name: 'Artist4' });
    expect(within(plain).queryByText(/HST/)).toBeNull();
  });

  it('labels an artist not taking bookings, with no times', async () => {
    stubApi({
      'GET /api/search/artists?showEveryone=true': answer({
        artists: [artistCard(2, { bookable: false, nextTimes: [] })],
        total: 1,
        nextPage: null,
      }),
    });
    renderSearch('/search?showEveryone=true');
    const article = await screen.findByRole('article', { name: 'Artist2' });
    expect(within(article).getByText('Not taking bookings yet')).toBeTruthy();
    expect(within(article).queryAllByRole('link', { name: /^Book / })).toEqual([]);
  });

  it('offers "Show everyone" when nobody is found, and the Pictures view keeps the gallery', async () => {
    const calls = stubApi({
      'GET /api/search/artists': answer({ artists: [], total: 0, nextPage: null }),
      'GET /api/search/artists?showEveryone=true': answer({
        artists: [artistCard(3, { bookable: false, nextTimes: [] })],
        total: 1,
        nextPage: null,
      }),
    });
    const router = renderSearch('/search');
    await userEvent.click(await screen.findByRole('button', { name: 'Show everyone' }));
    await waitFor(() => expect(router.state.location.search).toBe('?showEveryone=true'));
    await screen.findByRole('article', { name: 'Artist3' });

    await userEvent.click(screen.getByRole('button', { name: 'Pictures' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?view=pictures&showEveryone=true'),
    );
    expect(screen.getByRole('button', { name: 'Pictures' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await waitFor(() => expect(calls.some((c) => c.key === 'GET /api/search')).toBe(true));
  });
});
