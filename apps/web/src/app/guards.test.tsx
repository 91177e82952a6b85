// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { testUser } from '../test/user.ts';
import { endSession, markSessionBlocked, setSessionUser } from '../lib/session-store.ts';
import { BlockedGate, RequireAuth, RequireGuest } from './guards.tsx';

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
          { path: '/dashboard', Component: Where },
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
});
