import { useEffect } from 'react';
import { PRODUCT_NAME } from '#shared/brand.ts';

export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title
      ? `${title} · ${PRODUCT_NAME}`
      : `${PRODUCT_NAME} — makeup & hair artists in Toronto`;
  }, [title]);
}
