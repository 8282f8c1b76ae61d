import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AlertsProvider } from '#client/components/ui/alerts.tsx';
import { AuthProvider } from '#client/lib/auth.tsx';
import { createQueryClient } from '#client/lib/query-client.ts';

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <AlertsProvider>{children}</AlertsProvider>
      </AuthProvider>
    </QueryClientProvider>
  );
}
