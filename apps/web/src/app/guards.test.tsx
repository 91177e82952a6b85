// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { testUser } from '../test/user.ts';
import { endSession, markSessionBlocked, setSessionUser } from '../lib/session-store.ts';
import { ArtistDashboardGate, BlockedGate, RequireAuth, RequireGuest } from './guards.tsx';

const user = testUser;

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        Component: BlockedGate,
        children: [
          { Component: RequireAuth, children: [{ path: '/account/security', Component: Where }] },
          { Component: RequireGuest, children: [{ path: '/auth/login', Component: Where }] },
          { Component: ArtistDashboardGate, children: [{ path: '/dashboard', Component: Where }] },
          { path: '/admin/releases', Component: Where },
          { path: '/account/blocked', Component: Where },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

describe('route guard', () => {
  afterEach(cleanup);

  // endSession() leaves a checked, signed-out session: no server round trip to wait for.
  it('sends a visitor to login with the full path to come back to', async () => {
    endSession();
    renderAt('/account/security?tab=2');
    expect((await screen.findByTestId('where')).textContent).toBe(
      '/auth/login?redirect=%2Faccount%2Fsecurity%3Ftab%3D2',
    );
  });

  it('sends a signed-in user from login to where they were headed', async () => {
    setSessionUser(user);
    renderAt('/auth/login?redirect=%2Faccount%2Fsecurity');
    expect((await screen.findByTestId('where')).textContent).toBe('/account/security');
  });

  it('keeps a blocked user on the blocked page', async () => {
    setSessionUser(user);
    markSessionBlocked({ kind: 'freeze', reason: 'Review' });
    renderAt('/dashboard');
    expect((await screen.findByTestId('where')).textContent).toBe('/account/blocked');
  });

  it('starts staff at their review queue after sign-in and on the dashboard', async () => {
    for (const role of ['admin', 'reviewer'] as const) {
      setSessionUser({ ...user, role });
      renderAt('/auth/login');
      expect((await screen.findByTestId('where')).textContent).toBe('/admin/releases');
      cleanup();
      renderAt('/dashboard');
      expect((await screen.findByTestId('where')).textContent).toBe('/admin/releases');
      cleanup();
    }
  });

  it('opens the artist side to staff who ask for it, and the dashboard to artists', async () => {
    setSessionUser({ ...user, role: 'admin' });
    renderAt('/dashboard?side=artist');
    expect((await screen.findByTestId('where')).textContent).toBe('/dashboard?side=artist');
    cleanup();
    setSessionUser({ ...user, role: 'user' });
    renderAt('/auth/login');
    expect((await screen.findByTestId('where')).textContent).toBe('/dashboard');
  });
});
