import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while React renders on the server or hydrates a prerendered page, true afterwards (and
 * at once on a page rendered in the browser): what only the browser knows, such as the
 * address's query, waits for it, so hydration finds exactly the prerendered markup.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
