import { QueryClient, type Query } from '@tanstack/react-query';
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

const userData = { predicate: (q: Query) => !sharedKeys.has(String(q.queryKey[0])) };

// Another account (sign-out, sign-in, impersonation) must never see the previous one's data.
// For a new account the queries are reset, not removed: a page left open (the stored user was
// another account, verified at start-up) then fetches its data again. A removed query cancels
// its request and the page's observer stays on it, pending for good.
sessionStore.onUserChange((_previous, next) => {
  if (next) void queryClient.resetQueries(userData);
  else queryClient.removeQueries(userData);
});
