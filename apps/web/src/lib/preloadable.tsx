import { lazy, type ComponentType } from 'react';

/**
 * A lazily loaded component that renders at once once its module is there. React's `lazy`
 * suspends on its first render even when the module has arrived (its promise resolves a tick
 * later), and React then keeps the boundary's fallback for at least 300 ms: a layout part the
 * page's route loaded with its code (`preload`) would hold the whole page behind the loader
 * that long (decision 043). Before `preload` has resolved, it is `lazy`'s component.
 */
export function preloadable<P extends object>(
  load: () => Promise<ComponentType<P>>,
): { Component: ComponentType<P>; preload: () => Promise<unknown> } {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined; // the next render or route asks again
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Preloadable(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return { Component: Preloadable, preload };
}
