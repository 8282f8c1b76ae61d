import './lib/zod-config.ts';
import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider, type DataRouter } from 'react-router';
import type { Translator } from '#shared/i18n/translator.ts';
import { Providers } from './app/providers.tsx';
import { createRouter, loadMatchedPages } from './app/router.tsx';
import { applyFullStyles } from './lib/full-styles.ts';
import { loadTranslator, pageLocale } from './lib/i18n.tsx';
import { setApiLocale } from './lib/api.ts';
import { createQueryClient } from './lib/query-client.ts';
import { watchForMissingCode } from './lib/stale-release.ts';
import './styles.css';

watchForMissingCode();
const styled = applyFullStyles();

const root = document.getElementById('root')!;
// The address says the language (`/fr/…` is French); only its catalogue is fetched.
const locale = pageLocale();
setApiLocale(locale);
const translated = loadTranslator(locale);
const app = (router: DataRouter, translator: Translator, queryClient?: QueryClient) => (
  <StrictMode>
    <Providers translator={translator} {...(queryClient ? { queryClient } : {})}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>
);

// A page the server rendered (entry-server.tsx) is hydrated with the data it was rendered from,
// once its modules are in, in a transition: React then yields to the browser as it goes, so a
// tap is never kept waiting. Any other page starts in the browser.
if (root.dataset.rendered === 'server') {
  const queryClient = createQueryClient();
  const data = document.getElementById('server-data')?.textContent;
  if (data) {
    // The server leaves the times out (one page, one ETag): the data is as new as the page.
    const state = JSON.parse(data) as DehydratedState;
    for (const query of state.queries) query.dehydratedAt = query.state.dataUpdatedAt = Date.now();
    hydrate(queryClient, state);
  }
  void Promise.all([translated, loadMatchedPages(locale)]).then(([translator]) =>
    startTransition(() => {
      hydrateRoot(root, app(createRouter(locale, { hydrating: true }), translator, queryClient));
    }),
  );
} else {
  // Rendered here: once the whole stylesheet is in (the inline CSS covers public pages only).
  void Promise.all([translated, styled]).then(([translator]) =>
    createRoot(root).render(app(createRouter(locale), translator)),
  );
}
