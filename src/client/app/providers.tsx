import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AlertsProvider } from '#client/components/ui/alerts.tsx';
import { AuthProvider } from '#client/lib/auth.tsx';
import { createQueryClient } from '#client/lib/query-client.ts';

/** `queryClient`: one holding what the server rendered with (entry-server.tsx, main.tsx). */
export function Providers({
  children,
  queryClient: given,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <AlertsProvider>{children}</AlertsProvider>
      </AuthProvider>
    </QueryClientProvider>
  );
}
