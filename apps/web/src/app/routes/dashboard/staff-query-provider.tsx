import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ApiError } from '../../../lib/http/request';

/**
 * TanStack Query for the staff screens only (the public pages stay without it). One client per
 * layout: leaving the dashboard (signing out included) drops what it had read.
 */
export function StaffQueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: {
            // An answer with an error status will not change on retry; a lost connection may.
            retry: (failures, error) => !(error instanceof ApiError && error.status > 0) && failures < 1,
            refetchOnWindowFocus: false,
          },
          mutations: { retry: false },
        },
      }),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
