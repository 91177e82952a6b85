// The build-time prerender's entry (scripts/prerender.ts): renders a public route to HTML in
// one language with the same providers and routes the browser hydrates (main.tsx).
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { BlankLoader } from './components/page-loader.tsx';
import { AppProvider } from './app/provider.tsx';
import type { RouteHandle } from './app/root-layout.tsx';
import { routes } from './app/router.tsx';
import { i18n, i18nReady } from './lib/i18n.ts';
import type { Language } from './lib/languages.ts';

export { publicRoutes } from './app/public-routes.ts';
export { shellPreloads, signedInLayoutModules } from './app/shell-preloads.ts';
export { languages } from './lib/languages.ts';

export type PrerenderedPage = { html: string; title: string; description: string };

export async function renderPage(path: string, language: Language): Promise<PrerenderedPage> {
  await i18nReady;
  await i18n.changeLanguage(language);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.local')));
  if (context instanceof Response) throw new Error(`${path} redirects (${context.status})`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // The same tree as AppRouter's; `hydrate={false}`: no inline script (the CSP forbids it), and
  // the public pages have no loader data to hand over.
  const app = (
    <AppProvider>
      <Suspense fallback={<BlankLoader />}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Suspense>
    </AppProvider>
  );
  // The first pass waits for what the page suspends on (lazy components, catalogs); the
  // second renders it whole, synchronously. Any boundary still pending would otherwise need
  // React's inline reveal script, which the Content-Security-Policy forbids.
  await prerenderToNodeStream(app);
  const html = renderToString(app);
  if (/<template|<!--\$!/.test(html)) throw new Error(`${path} still suspends after loading`);
  const name = context.matches
    .map((m) => (m.route.handle as RouteHandle | undefined)?.title)
    .findLast(Boolean);
  const t = i18n.getFixedT(language, 'common');
  return {
    html,
    title: name ? `${t(`titles.${name}`)} | Soundpost` : t('titles.default'),
    description: t(`descriptions.${name ?? 'default'}`, {
      defaultValue: t('descriptions.default'),
    }),
  };
}
