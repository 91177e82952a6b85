import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the lazy routes that match the current URL into the route table, so a router created
 * afterwards renders the page at once, as its prerendered HTML shows it, instead of the
 * HydrateFallback (what React Router's guide to hydrating lazy routes does).
 */
export async function loadInitialRoutes(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
