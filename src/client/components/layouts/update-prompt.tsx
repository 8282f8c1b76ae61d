import { RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { PRODUCT_NAME } from '#shared/brand.ts';
import { Button } from '../ui/button.tsx';

/**
 * Installs the service worker (production builds: the dev server has none) and, when a new
 * release is waiting, offers it: the tab keeps working on the old one until the person chooses.
 */
export function UpdatePrompt() {
  const [update, setUpdate] = useState<(() => void) | null>(null);
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
          <p className="flex-1 text-sm font-medium">A new version of {PRODUCT_NAME} is ready.</p>
          <Button onPress={update} className="min-h-10">
            Reload
          </Button>
        </div>
      ) : null}
    </div>
  );
}
