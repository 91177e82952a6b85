import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from './query-client.ts';

/**
 * Gives lazily loaded parts of the app the one shared query cache. It wraps each page and
 * each lazy piece of the layout instead of the whole app, so TanStack Query stays out of the
 * landing page's entry chunk.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
