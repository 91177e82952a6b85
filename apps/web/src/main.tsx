import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadInitialRoutes } from './app/initial-route.ts';
import { AppProvider } from './app/provider.tsx';
import { AppRouter, createAppRouter, routes } from './app/router.tsx';
import { captureAttribution } from './lib/attribution.ts';
import { currentLanguage, i18nReady } from './lib/i18n.ts';
import { nextTask } from './lib/idle.ts';
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
  await i18nReady;
  const prerendered =
    container.hasChildNodes() && !storedUser && document.documentElement.lang === currentLanguage();
  // Evaluating the page's modules, creating the router and hydrating each take a task of their
  // own, and React hydrates in a transition, in slices of a few milliseconds: no long task
  // holds a phone's main thread (Lighthouse's total blocking time, decision 031).
  if (prerendered) {
    await loadInitialRoutes(routes);
    await nextTask();
  }
  const app = (
    <StrictMode>
      <AppProvider>
        <AppRouter router={createAppRouter()} />
      </AppProvider>
    </StrictMode>
  );
  if (prerendered) {
    await nextTask();
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else createRoot(container).render(app);
}

void start(root);
