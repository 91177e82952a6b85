import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider.tsx';
import { AppRouter } from './app/router.tsx';
import { captureAttribution } from './lib/attribution.ts';
import { verifySession } from './lib/session.ts';

// Before anything renders: a referral or campaign link must be remembered even when the
// visitor leaves at once.
captureAttribution(window.location.search);

// Spec section 4: the stored user is trusted for the first render, then verified. Without one
// the server is asked too: a session cookie may outlive local storage (cleared storage, a
// restored browser profile), and login or sign-up must then lead to the dashboard.
void verifySession();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>,
);
