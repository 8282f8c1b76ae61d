import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchPage as Page } from '#shared/schemas/search.ts';
import { onPhone, renderRoutes, stubApi } from '#tests/support/render-client.tsx';
import { SearchPage } from './search-page.tsx';
import { page, result, results } from '#tests/support/fixtures/search-data.ts';

/** Answers GET /api/search?<query> for each query given; every other search is an empty page. */
function stubSearch(pages: Record<string, Page> = {}) {
  const handlers = Object.fromEntries(
    Object.entries(pages).map(([query, body]) => [
      `GET /api/search${query ? `?${query}` : ''}`,
      () => Response.json(body),
    ]),
  );
  const calls = stubApi(handlers);
  const searches = () =>
    calls.filter((c) => c.key.startsWith('GET /api/search')).map((c) => c.key.slice(4));
  return { calls, searches };
}

/** The Pictures view (the page opens on artists; artist-results.test.tsx covers those). */
function renderSearch(path = '/search') {
  path = path.includes('?') ? path.replace('?', '?view=pictures&') : `${path}?view=pictures`;
  return renderRoutes(
    [
      { path: '/search', element: <SearchPage /> },
      { path: '/profile/artist/:id', element: <h1>Profile</h1> },
    ],
    path,
  );
}

const cards = () => within(screen.getByRole('list')).getAllByRole('link');

describe('the search page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks the API for the search in the URL, dollars as cents', async () => {
    const api =
      '/api/search?q=balayage&categories=Haircut,Blowout&minPrice=5000&maxPrice=12050&minRating=4.5&place=toHome&sort=price';
    const { searches } = stubSearch({
      'q=balayage&categories=Haircut,Blowout&minPrice=5000&maxPrice=12050&minRating=4.5&place=toHome&sort=price':
        page([result(1)]),
    });
    renderSearch(
      '/search?q=balayage&categories=Blowout,Haircut&minPrice=50&maxPrice=120.50&minRating=4.5&place=toHome&sort=price',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Results for “balayage”' }),
    ).toBeTruthy();
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(new Set(searches())).toEqual(new Set([api]));

    // The sidebar shows the same search.
    expect((await screen.findByRole<HTMLInputElement>('searchbox', { name: 'Search' })).value).toBe(
      'balayage',
    );
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Haircut' }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Max price' }).value).toBe(
      '120.50',
    );
    expect(screen.getByRole<HTMLInputElement>('radio', { name: '4.5+ stars' }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Your place' }).checked).toBe(true);
    expect(
      screen.getByText(
        'Haircut · Blowout · $50–$120.50 · 4.5+ stars · Your place · Sorted by price: low to high',
      ),
    ).toBeTruthy();
  });

  it('shows each picture as a card that opens the artist’s profile', async () => {
    stubSearch({
      '': page([result(1), result(2, { rating: null, reviewCount: 0, price: null })]),
    });
    renderSearch();
    await waitFor(() => expect(cards()).toHaveLength(2));
    const [first, second] = cards();
    expect(first!.getAttribute('href')).toBe(`/profile/artist/${result(1).artist._id}`);
    expect(first!.textContent).toContain('Bridal Makeup');
    expect(first!.textContent).toContain('Artist1');
    expect(first!.textContent).toContain('★ 4.8 (12)');
    expect(first!.textContent).toContain('$80 /cad start');
    expect(second!.textContent).toContain('New');
    const picture = first!.querySelector('img')!;
    expect(picture.getAttribute('srcset')).toContain('320w');
    expect(picture.getAttribute('sizes')).toBeTruthy();
    expect(picture.getAttribute('width')).toBe('800');
    expect(screen.getByText('2 results')).toBeTruthy();
  });

  it('puts a chosen filter in the URL as a new history entry, and Back undoes it', async () => {
    const { searches } = stubSearch({
      '': page(results(1, 3)),
      'categories=Haircut': page([result(9)]),
    });
    const router = renderSearch();
    await waitFor(() => expect(cards()).toHaveLength(3));

    await userEvent.click(await screen.findByRole('checkbox', { name: 'Haircut' }));
    expect(router.state.location.search).toBe('?view=pictures&categories=Haircut');
    expect(router.state.historyAction).toBe('PUSH');
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(searches()).toContain('/api/search?categories=Haircut');

    await userEvent.click(screen.getByRole('button', { name: /Sort by/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Price: low to high' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?view=pictures&categories=Haircut&sort=price'),
    );
    expect(searches()).toContain('/api/search?categories=Haircut&sort=price');

    await act(() => router.navigate(-1));
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?view=pictures');
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Haircut' }).checked).toBe(false);
  });

  it('applies typed words and amounts after a pause, one history entry per word', async () => {
    const { searches } = stubSearch();
    const router = renderSearch();
    const box = await screen.findByRole<HTMLInputElement>('searchbox', { name: 'Search' });
    await userEvent.type(box, 'bal');
    await waitFor(() => expect(router.state.location.search).toBe('?view=pictures&q=bal'));
    expect(router.state.historyAction).toBe('PUSH');
    await userEvent.type(box, 'ayage');
    await waitFor(() => expect(router.state.location.search).toBe('?view=pictures&q=balayage'));
    expect(router.state.historyAction).toBe('REPLACE');

    await userEvent.type(screen.getByRole('textbox', { name: 'Min price' }), '50{Enter}');
    expect(router.state.location.search).toBe('?view=pictures&q=balayage&minPrice=50');
    await waitFor(() => expect(searches()).toContain('/api/search?q=balayage&minPrice=5000'));

    await act(() => router.navigate(-1));
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?view=pictures');
    await waitFor(() => expect(box.value).toBe(''));
  });

  it('keeps words applied on leaving the box and the checkbox clicked next', async () => {
    stubSearch();
    const router = renderSearch();
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Search' }), 'bob');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Haircut' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?view=pictures&q=bob&categories=Haircut'),
    );
  });

  it('loads the next 31 with the cursor on "Load more", appends them and moves focus to the first new one', async () => {
    const { searches } = stubSearch({
      '': page(results(1, 31), 'cursor-2'),
      'cursor=cursor-2': page(results(32, 5)),
    });
    renderSearch();
    await waitFor(() => expect(cards()).toHaveLength(31));
    expect(screen.getByText('31 results so far, more load as you scroll')).toBeTruthy();
    expect(cards()[0]!.querySelector('img')!.getAttribute('loading')).toBe('eager');
    expect(cards()[4]!.querySelector('img')!.getAttribute('loading')).toBe('lazy');

    await userEvent.click(screen.getByRole('button', { name: 'Load more pictures' }));
    await waitFor(() => expect(cards()).toHaveLength(36));
    // (StrictMode mounts twice: the first request is dropped and asked again.)
    expect(new Set(searches())).toEqual(new Set(['/api/search', '/api/search?cursor=cursor-2']));
    expect(screen.getByText('5 more pictures loaded, all results shown')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(cards()[31]));
    expect(screen.queryByRole('button', { name: 'Load more pictures' })).toBeNull();
  });

  it('shows the empty state, and Clear Search clears every filter', async () => {
    stubSearch({
      'categories=Haircut&minRating=4': page([]),
      '': page([result(1)]),
    });
    const router = renderSearch('/search?categories=Haircut&minRating=4');
    expect(await screen.findByText('Don’t give up! Try with another category')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Clear Search' }));
    expect(router.state.location.search).toBe('?view=pictures');
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Results' }));
  });

  it('offers to try again when the search fails', async () => {
    let fail = true;
    stubApi({
      'GET /api/search': () =>
        fail
          ? Response.json(
              { error: { code: 'internal', message: 'Something went wrong.' } },
              { status: 500 },
            )
          : Response.json(page([result(1)])),
    });
    renderSearch();
    expect(await screen.findByText('We could not load the results.')).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(cards()).toHaveLength(1));
  });

  it('on a phone, counts the active filters on the Filters button and applies the dialog’s draft', async () => {
    onPhone();
    stubSearch();
    const router = renderSearch('/search?q=bob&categories=Haircut,Blowout&minRating=4&sort=rating');
    expect(screen.queryByRole('checkbox', { name: 'Haircut' })).toBeNull();
    const button = screen.getByRole('button', { name: 'Filters (3 active)' });

    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Glam Makeup' }));
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Artist’s place' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Instant book' }));
    expect(router.state.location.search).toBe(
      '?view=pictures&q=bob&categories=Haircut,Blowout&minRating=4&sort=rating',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show results' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.search).toBe(
      '?view=pictures&q=bob&categories=Haircut,Blowout,Glam+Makeup&minRating=4&place=artistSite&instantBook=true&sort=rating',
    );
    expect(screen.getByRole('button', { name: 'Filters (6 active)' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: /Filters/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Clear' }));
    await userEvent.click(screen.getByRole('button', { name: 'Show results' }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=pictures&q=bob'));
    expect(screen.getByRole('button', { name: 'Filters' })).toBeTruthy();
  });

  it('on a phone, applies the words on the Search key', async () => {
    onPhone();
    stubSearch();
    const router = renderSearch();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search artists' }), 'glam');
    expect(router.state.location.search).toBe('?view=pictures');
    await userEvent.keyboard('{Enter}');
    expect(router.state.location.search).toBe('?view=pictures&q=glam');
  });
});
