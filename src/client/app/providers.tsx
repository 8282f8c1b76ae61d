import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AlertsProvider } from '#client/components/ui/alerts.tsx';
import { AuthProvider } from '#client/resources/auth.tsx';
import { I18nProvider } from '#client/lib/i18n.tsx';
import { createQueryClient } from '#client/lib/query-client.ts';
import type { Translator } from '#shared/i18n/translator.ts';

/**
 * `queryClient`: one holding what the server rendered with (entry-server.tsx, main.tsx);
 * `translator`: the page's language with its catalogue.
 */
export function Providers({
  children,
  queryClient: given,
  translator,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
  translator: Translator;
}) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <I18nProvider translator={translator}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <AlertsProvider>{children}</AlertsProvider>
        </AuthProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
}
