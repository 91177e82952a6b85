import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadInitialRoutes } from './app/initial-route.ts';
import { AppProvider } from './app/provider.tsx';
import { AppRouter, createAppRouter, routes } from './app/router.tsx';
import { captureAttribution } from './lib/attribution.ts';
import { currentLanguage, i18nReady } from './lib/i18n.ts';
import { nextTask, whenIdle } from './lib/idle.ts';
import { warmIntl } from './lib/intl.ts';
import { takeShellUser, verifySession } from './lib/session.ts';
import { setSessionUser } from './lib/session-store.ts';
import { storage } from './lib/storage.ts';

// Before anything renders: a referral or campaign link must be remembered even when the
// visitor leaves at once.
captureAttribution(window.location.search);

// Spec section 4: the stored user is trusted for the first render, then verified. Without one
// the server is asked too: a session cookie may outlive local storage (cleared storage, a
// restored browser profile), and login or sign-up must then lead to the dashboard. When the
// server named the session's user in the shell it sent (a signed-in visitor's page, decision
// 043), that is the verified answer already: the first render needs no request.
const storedUser = storage.getUser();
const shellUser = takeShellUser();
if (shellUser) setSessionUser(shellUser);
else void verifySession();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A public page arrives prerendered for a signed-out visitor (scripts/prerender.ts). React
// takes it over as it is when this browser would render the same: same language, nobody
// signed in. Otherwise (a signed-in visitor, a language chosen before the cookie existed) the
// app renders over it. Not a top-level await: lazy route chunks import modules of the entry
// chunk, which must have finished evaluating.
async function start(container: HTMLElement) {
  // Nothing to hydrate: the page's code and catalogs are fetched beside the common catalog, and
  // the router starts with the page loaded instead of waiting for it after its first render.
  const rendering = container.hasChildNodes() ? null : loadInitialRoutes(routes).catch(() => {});
  // Dates and numbers are formatted on the first screen: ICU's data loads meanwhile.
  if (rendering) whenIdle(() => warmIntl(currentLanguage()));
  await i18nReady;
  await rendering; // a route that failed to load is the router's to load again and report
  const prerendered =
    container.hasChildNodes() && !storedUser && document.documentElement.lang === currentLanguage();
  // Evaluating the page's modules, creating the router and rendering each take a task of their
  // own, and React hydrates or renders in a transition, in slices of a few milliseconds: no long
  // task holds a phone's main thread (Lighthouse's total blocking time, decisions 031, 043).
  if (prerendered) await loadInitialRoutes(routes);
  await nextTask();
  const app = (
    <StrictMode>
      <AppProvider>
        <AppRouter router={createAppRouter()} />
      </AppProvider>
    </StrictMode>
  );
  await nextTask();
  if (prerendered) {
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    const reactRoot = createRoot(container);
    startTransition(() => reactRoot.render(app));
  }
}

void start(root);
