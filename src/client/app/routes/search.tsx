import { SearchPage } from '#client/features/search/components/search-page.tsx';

/** /search: the state lives in the URL so a search can be shared and Back works. */
export default function SearchRoute() {
  return <SearchPage />;
}
