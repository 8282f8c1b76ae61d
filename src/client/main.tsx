import './lib/zod-config.ts';
import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider, type DataRouter } from 'react-router';
import { Providers } from './app/providers.tsx';
import { createRouter, loadMatchedPages } from './app/router.tsx';
import { applyFullStyles } from './lib/full-styles.ts';
import { createQueryClient } from './lib/query-client.ts';
import { watchForMissingCode } from './lib/stale-release.ts';
import './styles.css';

watchForMissingCode();
const styled = applyFullStyles();

const root = document.getElementById('root')!;
const app = (router: DataRouter, queryClient?: QueryClient) => (
  <StrictMode>
    <Providers {...(queryClient ? { queryClient } : {})}>
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
  void loadMatchedPages().then(() =>
    startTransition(() => {
      hydrateRoot(root, app(createRouter({ hydrating: true }), queryClient));
    }),
  );
} else {
  // Rendered here: once the whole stylesheet is in (the inline CSS covers public pages only).
  void styled.then(() => createRoot(root).render(app(createRouter())));
}
