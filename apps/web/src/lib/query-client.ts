import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error.ts';
import { sessionStore } from './session-store.ts';

/** Client errors (4xx) will not change on a retry; network and server errors may. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

/** Query keys whose data belongs to nobody in particular (captcha, sign-in providers). */
const sharedKeys = new Set(['auth']);

const userData = {
  predicate: (q: { queryKey: readonly unknown[] }) => !sharedKeys.has(String(q.queryKey[0])),
};

/**
 * Another account (sign-out, sign-in, impersonation) must never see the previous one's data.
 * Signed out: it is dropped. Another account: it is reset, and what a page shows is asked again
 * for the new account; a query removed under a mounted page would stay pending for good (its
 * fetch is cancelled, its observer still watches it, nothing asks again).
 */
sessionStore.onUserChange((_previous, next) => {
  if (next) void queryClient.resetQueries(userData);
  else queryClient.removeQueries(userData);
});
