import { RefreshCw } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { PRODUCT_NAME } from '#shared/brand.ts';
import { useT } from '#client/lib/i18n.tsx';

// React Aria's button comes only when there is a release to offer (decision 0043).
const Button = lazy(() => import('../ui/button.tsx').then(({ Button }) => ({ default: Button })));

/**
 * Installs the service worker (production builds: the dev server has none) and, when a new
 * release is waiting, offers it: the tab keeps working on the old one until the person chooses.
 */
export function UpdatePrompt() {
  const [update, setUpdate] = useState<(() => void) | null>(null);
  const t = useT();
  useEffect(() => {
    if (!import.meta.env.PROD) return;
    void import('#client/lib/service-worker.ts').then(({ registerServiceWorker }) =>
      registerServiceWorker((apply) => setUpdate(() => apply)),
    );
  }, []);
  return (
    <div
      role="status"
      className="pointer-events-none fixed inset-x-0 bottom-20 z-40 px-4 md:bottom-6"
    >
      {update ? (
        <div className="pointer-events-auto mx-auto flex max-w-md items-center gap-3 rounded-2xl border border-line bg-white px-4 py-3 shadow-lg">
          <RefreshCw aria-hidden className="size-5 shrink-0 text-blush-700" />
          <p className="flex-1 text-sm font-medium">
            {t('shell.update.ready', { product: PRODUCT_NAME })}
          </p>
          <Suspense>
            <Button onPress={update} className="min-h-10">
              {t('shell.update.reload')}
            </Button>
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}
