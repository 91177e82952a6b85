import { useEffect, useSyncExternalStore } from 'react';

type Listener = () => void;
const listeners = new Set<Listener>();
let current: string | null = null;

function setPageTitle(title: string | null) {
  current = title;
  for (const listener of listeners) listener();
}

/**
 * A page names itself in the document's title (a release by its title) where the route's
 * fixed name would be the same for every release; null leaves the route's name.
 */
export function usePageTitle(title: string | null) {
  useEffect(() => {
    setPageTitle(title);
    return () => setPageTitle(null);
  }, [title]);
}

/** The title a page has set, for the root layout that writes `document.title`. */
export function useCurrentPageTitle(): string | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    () => current,
    () => null,
  );
}
