import { lazy, Suspense, useState } from 'react';
import { useLocale, useT } from '#client/lib/i18n.tsx';
import { useIsDesktop, useMediaQuery } from '#client/lib/use-media-query.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { ArtistResults } from './artist-results.tsx';
import { FilterDialog } from './filter-dialog.tsx';
import { SearchTextField } from './search-text-field.tsx';
import { MapAreaNote, SearchMap } from './search-map.tsx';
import { describeFilters, emptyFilters, type SearchFilters } from './search-filters.ts';
import { useSearchFilters, type ApplyFilters } from './use-search-filters.ts';

/** A phone never loads the sidebar's controls; a wide screen loads them as the page starts. */
const FilterSidebar = lazy(() => import('./filter-sidebar.tsx'));
/** Search opens on artists: the Pictures view's code loads when it is shown. */
const SearchResults = lazy(() => import('./search-results.tsx'));

/** Artists or Pictures: two links, the one shown marked as the current page's. */
function ViewSwitch({ filters, apply }: { filters: SearchFilters; apply: ApplyFilters }) {
  const t = useT();
  const item = (view: SearchFilters['view'], label: string) => {
    const current = filters.view === view;
    return (
      <button
        type="button"
        aria-pressed={current}
        onClick={() => apply({ view })}
        className={`min-h-11 rounded-full px-5 text-sm font-semibold outline-offset-2 focus-visible:outline-2 focus-visible:outline-blush-700 ${
          current ? 'bg-blush-700 text-white' : 'text-ink hover:bg-blush-50'
        }`}
      >
        {label}
      </button>
    );
  };
  return (
    <div
      role="group"
      aria-label={t('search.view.label')}
      className="mb-4 inline-flex rounded-full border border-line bg-white p-1"
    >
      {item('artists', t('search.view.artists'))}
      {item('pictures', t('search.view.pictures'))}
    </div>
  );
}

/** A phone's and a narrow screen's map: a toggle above the list, shut at first. */
function MapToggle({ filters, apply }: { filters: SearchFilters; apply: ApplyFilters }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <div className="mb-4">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="search-map"
        onClick={() => setOpen(!open)}
        className="min-h-11 rounded-full border border-line bg-white px-5 text-sm font-semibold outline-offset-2 hover:bg-blush-50 focus-visible:outline-2 focus-visible:outline-blush-700"
      >
        {open ? t('search.map.hide') : t('search.map.show')}
      </button>
      <div id="search-map" className="mt-3" hidden={!open}>
        {open ? <SearchMap filters={filters} apply={apply} className="h-72 md:h-96" /> : null}
      </div>
    </div>
  );
}

/**
 * /search: artist cards (or, in the Pictures view, portfolio pictures) of verified artists,
 * narrowed by the filters in the URL. The sidebar shows from `md`; a phone gets the text box
 * and a Filters dialog instead.
 */
export function SearchPage() {
  const t = useT();
  const locale = useLocale();
  const [filters, apply] = useSearchFilters();
  const isDesktop = useIsDesktop();
  // The map sits beside the cards where there is room for both (and the filters).
  const mapBeside = useMediaQuery('(min-width: 1280px)');
  const artistsView = filters.view === 'artists';
  const title = filters.q ? t('search.heading.results', { q: filters.q }) : t('search.heading.all');
  usePageTitle(filters.q ? title : t('search.title'));
  const summary = describeFilters(filters, t, locale);

  return (
    <div
      className={`mx-auto w-full px-4 py-6 md:px-8 md:py-10 ${artistsView ? 'max-w-6xl xl:max-w-screen-2xl' : 'max-w-6xl'}`}
    >
      <header className="mb-5 md:mb-8">
        <h1 className="text-3xl font-semibold break-words md:text-4xl">{title}</h1>
        <p className="mt-2 text-muted">
          {summary.length > 0 ? summary.join(' · ') : t('search.lead')}
        </p>
      </header>
      <div className="flex gap-8">
        {isDesktop ? (
          <Suspense fallback={<div className="w-60 shrink-0 lg:w-64" />}>
            <FilterSidebar filters={filters} onApply={apply} />
          </Suspense>
        ) : null}
        <div className="min-w-0 flex-1">
          {isDesktop ? null : (
            <div role="search" className="mb-5 flex items-end gap-2">
              <div className="min-w-0 flex-1">
                <SearchTextField
                  value={filters.q}
                  // A phone applies the words on its Search key or on leaving the box.
                  delay={null}
                  label={t('search.title')}
                  hideLabel
                  onCommit={(q, how) => apply({ q }, how)}
                />
              </div>
              <FilterDialog filters={filters} onApply={apply} />
            </div>
          )}
          <ViewSwitch filters={filters} apply={apply} />
          {artistsView && !mapBeside ? <MapToggle filters={filters} apply={apply} /> : null}
          {artistsView ? <MapAreaNote filters={filters} apply={apply} /> : null}
          {artistsView ? (
            <ArtistResults
              filters={filters}
              onClear={() => apply(emptyFilters)}
              onShowEveryone={() => apply({ showEveryone: true })}
            />
          ) : (
            <Suspense fallback={<p className="text-muted">{t('search.pictures.loading')}</p>}>
              <SearchResults
                filters={filters}
                onClear={() => apply({ ...emptyFilters, view: 'pictures' })}
              />
            </Suspense>
          )}
        </div>
        {artistsView && mapBeside ? (
          <div className="sticky top-6 h-[calc(100vh-3rem)] max-h-[48rem] w-[26rem] shrink-0 self-start">
            <SearchMap filters={filters} apply={apply} className="h-full" />
          </div>
        ) : null}
      </div>
    </div>
  );
}
