import { Search } from 'lucide-react';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { buttonClass } from '#client/components/ui/button-link.tsx';
import { useT } from '#client/lib/i18n.tsx';
import { paths } from '#client/lib/paths.ts';
import { searchHref } from './search-filters.ts';

/**
 * Home's search box: opens /search with the words typed (or every artist with none). A plain
 * form too (`action`, `name`): sent before the app has taken over the page the server rendered,
 * the browser opens the same search. The field is uncontrolled, so words typed before the app
 * took over stay in it, and are read from the form when it is sent. A native form and button,
 * which need no script of their own: the home page's first load carries no React Aria
 * (decision 0043).
 */
export function HomeSearchBox() {
  const t = useT();
  const navigate = useNavigate();
  const id = useId();
  return (
    <form
      role="search"
      aria-label={t('home.search.label')}
      action={paths.search}
      className="mt-8 flex max-w-xl gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        const q = new FormData(event.currentTarget).get('q');
        const words = typeof q === 'string' ? q.trim().slice(0, 100) : '';
        void navigate(searchHref({ q: words }));
      }}
    >
      <div className="relative flex-1">
        <label htmlFor={id} className="sr-only">
          {t('home.search.label')}
        </label>
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-muted"
        />
        <input
          id={id}
          type="search"
          name="q"
          maxLength={100}
          placeholder={t('home.search.placeholder')}
          className="h-12 w-full rounded-full border border-line bg-white pr-5 pl-11 text-base shadow-sm outline-none placeholder:text-muted/70 focus:border-blush-700 focus:ring-2 focus:ring-blush-200 [&::-webkit-search-cancel-button]:hidden"
        />
      </div>
      <button type="submit" className={buttonClass('primary', 'h-12 active:bg-blush-800')}>
        {t('home.search.button')}
      </button>
    </form>
  );
}
