import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  artistsApiQuery,
  emptyFilters,
  filtersToApiQuery,
  filtersToSearch,
  parseFilters,
  searchHref,
} from './search-filters.ts';

const parse = (search: string) => parseFilters(new URLSearchParams(search));

describe('search filters in the URL and in the API query', () => {
  it('reads every filter from the URL, dollars to cents', () => {
    expect(
      parse(
        '?q=+balayage+&categories=Blowout,Haircut&minPrice=50&maxPrice=120.50&minRating=4.5&place=toHome&instantBook=true&sort=price&credentials=police-check,diving,insurance',
      ),
    ).toEqual({
      q: 'balayage',
      categories: ['Haircut', 'Blowout'],
      minPrice: 5000,
      maxPrice: 12050,
      minRating: 4.5,
      place: 'toHome',
      instantBook: true,
      sort: 'price',
      view: 'artists',
      order: 'bestMatch',
      near: '',
      comesTo: false,
      date: '',
      timeOfDay: null,
      freeThisWeek: false,
      showEveryone: false,
      bbox: '',
      credentials: ['insurance', 'police-check'],
    });
  });

  it('keeps the credentials filter in the URL and the API query, and counts it once', () => {
    const filters = parse('?credentials=insurance,training');
    expect(filtersToSearch(filters)).toBe('?credentials=training,insurance');
    expect(artistsApiQuery(filters)).toBe('credentials=training,insurance');
    expect(activeFilterCount(filters)).toBe(1);
  });

  it('keeps a map area in the URL and the artists’ API query, and drops a malformed one', () => {
    const box = '-79.50000,43.60000,-79.30000,43.70000';
    const filters = parse(`?bbox=${box}`);
    expect(filters.bbox).toBe(box);
    expect(filtersToSearch(filters)).toBe(`?bbox=${box}`);
    expect(artistsApiQuery(filters)).toBe(`bbox=${box}`);
    expect(activeFilterCount(filters)).toBe(1);
    for (const bad of ['1,2,3', '-79.3,43.6,-79.5,43.7', 'a,b,c,d', '-79.5,43.6,-79.3,95'])
      expect(parse(`?bbox=${bad}`).bbox).toBe('');
  });

  it('asks for the artists who come to the postal code given, and only with one', () => {
    const filters = parse('?near=M4L+1Z8&comesTo=M4L+1Z8');
    expect(filters.comesTo).toBe(true);
    expect(artistsApiQuery(filters)).toBe('near=M4L+1Z8&comesTo=M4L+1Z8');
    expect(filtersToSearch({ ...filters, near: 'M5V 2T6' })).toBe('?near=M5V+2T6&comesTo=M5V+2T6');
    expect(parse('?comesTo=M4L+1Z8').comesTo).toBe(false);
    expect(artistsApiQuery({ ...filters, near: '' })).toBe('');
  });

  it('ignores what it does not know rather than failing', () => {
    expect(
      parse(
        '?categories=Nails,Haircut,Haircut&minPrice=abc&minRating=2&place=moon&instantBook=1&sort=cheap',
      ),
    ).toEqual({ ...emptyFilters, categories: ['Haircut'] });
  });

  it('writes a readable URL in dollars, leaving defaults out, and reads it back', () => {
    const filters = parse(
      '?q=soft glam&categories=All-Over Color,Blowout&minPrice=79.5&minRating=3&sort=newest',
    );
    const search = filtersToSearch(filters);
    expect(search).toBe(
      '?q=soft+glam&categories=All-Over+Color,Blowout&minPrice=79.50&minRating=3&sort=newest',
    );
    expect(parse(search)).toEqual(filters);
    expect(filtersToSearch(emptyFilters)).toBe('');
    expect(searchHref({ categories: ['Glam Makeup'] })).toBe('/search?categories=Glam+Makeup');
  });

  it('asks the API in cents, with the cursor, and a reversed range the right way round', () => {
    const filters = parse('?minPrice=120&maxPrice=50&place=artistSite&instantBook=true');
    expect(filtersToApiQuery(filters, 'next+1')).toBe(
      'minPrice=5000&maxPrice=12000&place=artistSite&instantBook=true&cursor=next%2B1',
    );
    expect(filtersToApiQuery(emptyFilters)).toBe('');
  });

  it('counts categories one each, the price range, rating, place and instant book once: not text or sort', () => {
    expect(
      activeFilterCount(
        parse(
          '?q=x&sort=rating&categories=Haircut,Blowout&maxPrice=90&place=toHome&instantBook=true',
        ),
      ),
    ).toBe(5);
    expect(activeFilterCount(parse('?q=x&sort=rating'))).toBe(0);
  });
});
