import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { featured, page, result } from '#tests/support/fixtures/search-data.ts';
import { renderRoutes, stubApi } from '#tests/support/render-client.tsx';
import HomePage from './home.tsx';

const artists = Array.from({ length: 6 }, (_, i) => featured(i + 1));

function renderHome() {
  const calls = stubApi({
    'GET /api/search/featured': () => Response.json(artists),
    'GET /api/search?sort=newest': () =>
      Response.json(page([result(1), { ...result(2), tag: 'Haircut' }, result(3)])),
  });
  const router = renderRoutes(
    [
      { path: '/', element: <HomePage /> },
      { path: '/search', element: <h1>Search</h1> },
    ],
    '/',
  );
  return { calls, router };
}

describe('the home page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens /search with the words typed in the search box', async () => {
    const { router } = renderHome();
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Search artists' }),
      'soft glam{Enter}',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(router.state.location.search).toBe('?q=soft+glam');
  });

  it('moves the featured artists carousel with Previous, Next and the arrow keys', async () => {
    renderHome();
    const carousel = await screen.findByRole('region', { name: 'Featured artists' });
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel');
    const links = within(carousel).getAllByRole('link');
    expect(links).toHaveLength(6);
    expect(links[0]!.getAttribute('href')).toBe(`/profile/artist/${artists[0]!._id}`);
    expect(links[0]!.textContent).toContain('Ana1 Silva');
    expect(links[0]!.textContent).toContain('$80 /cad start');

    // Four at a time on a 1024 px screen (three on a phone).
    const previous = within(carousel).getByRole('button', { name: 'Previous artists' });
    const next = within(carousel).getByRole('button', { name: 'Next artists' });
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(next);
    expect(within(carousel).getByText('Showing artists 3 to 6 of 6')).toBeTruthy();
    expect(next.getAttribute('aria-disabled')).toBe('true');
    expect(previous.getAttribute('aria-disabled')).toBeNull();
    await userEvent.click(next);
    expect(document.activeElement).toBe(next);
    await userEvent.click(previous);
    expect(within(carousel).getByText('Showing artists 1 to 4 of 6')).toBeTruthy();

    links[0]!.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(links[1]);
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(links[5]);
    expect(previous.getAttribute('aria-disabled')).toBeNull();
    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(links[4]);
  });

  it('shows the newest pictures and the categories, each linking to a search or an artist', async () => {
    renderHome();
    const grid = await screen.findByRole('region', { name: 'Fresh from our artists' });
    await waitFor(() =>
      expect(within(grid).getAllByRole('link', { name: /by Artist/ })).toHaveLength(3),
    );
    expect(
      within(grid).getByRole('link', { name: 'Haircut by Artist2' }).getAttribute('href'),
    ).toBe(`/profile/artist/${result(2).artist._id}`);
    const categories = screen.getByRole('region', { name: 'Browse by category' });
    expect(within(categories).getAllByRole('link')).toHaveLength(9);
    expect(
      within(categories).getByRole('link', { name: 'All-Over Color' }).getAttribute('href'),
    ).toBe('/search?categories=All-Over+Color');
    expect(
      screen.getByRole('link', { name: 'Become an artist partner' }).getAttribute('href'),
    ).toBe('/artist?from=banner');
  });
});
