import { useEffect } from 'react';
import { CITY, PRODUCT_NAME } from '#shared/brand.ts';
import { useT } from './i18n.tsx';

/** The tab's title: the page's, or the site's own (in the page's language) for ''. */
export function usePageTitle(title: string): void {
  const t = useT();
  const home = t('meta.home.title', { product: PRODUCT_NAME, city: CITY });
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT_NAME}` : home;
  }, [title, home]);
}
