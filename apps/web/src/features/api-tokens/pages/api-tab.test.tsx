// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { ApiTokenCreated } from '@soundpost/contracts/api-tokens';
import { endSession, setSessionUser } from '../../../lib/session-store.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { stubResizeObserver } from '../../../test/resize-observer.ts';
import { stubFetch, type SentInit } from '../../../test/stub-fetch.ts';
import { testUser } from '../../../test/user.ts';
import { ApiTab } from './api-tab.tsx';

beforeEach(stubResizeObserver);
afterEach(() => {
  cleanup();
  endSession();
  vi.unstubAllGlobals();
});

const secret = `sp_pat_${'a'.repeat(43)}`;
const created: ApiTokenCreated = {
  id: '0b7a3c1e-5d2f-4e8a-9c11-3f4b5a6d7e80',
  name: 'Dashboard',
  scopes: ['read:royalties'],
  createdAt: '2026-03-01T10:00:00.000Z',
  expiresAt: '2099-03-31T10:00:00.000Z',
  lastUsedAt: null,
  token: secret,
};

/** An API with no token at first: POST makes `created`, DELETE revokes it. */
function stubApi() {
  return stubFetch(
    vi.fn(async (_url: string, init: SentInit) => {
      if (init.method === 'POST') return Response.json(created, { status: 201 });
      if (init.method === 'DELETE') return Response.json({ ok: true });
      return Response.json([]);
    }),
  );
}

const renderTab = () =>
  renderWithProviders(
    <MemoryRouter>
      <ApiTab />
    </MemoryRouter>,
  );

describe('ApiTab', () => {
  it('creates a token, shows its secret once, and revokes it', async () => {
    setSessionUser({ ...testUser, subscription: { plan_name: 'artist' } });
    const fetch = stubApi();
    await renderTab();
    expect(await screen.findByText('No tokens yet.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Dashboard' } });
    fireEvent.click(screen.getByLabelText('Read royalties'));
    fireEvent.click(screen.getByRole('button', { name: 'Create token' }));
    expect((await screen.findByTestId('api-token-secret')).textContent).toBe(secret);
    const post = fetch.mock.calls.find(([, init]) => init.method === 'POST')!;
    expect(JSON.parse(post[1].body!)).toEqual({
      name: 'Dashboard',
      scopes: ['read:royalties'],
      expiresInDays: 30,
    });
    expect(screen.getByText('Read royalties', { selector: '.mantine-Badge-label' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByTestId('api-token-secret')).toBeNull();
    expect(document.body.textContent).not.toContain(secret);

    fireEvent.click(screen.getByRole('button', { name: 'Revoke Dashboard' }));
    expect(await screen.findByText('No tokens yet.')).toBeTruthy();
    expect(
      fetch.mock.calls.some(([url, init]) => init.method === 'DELETE' && url.endsWith(created.id)),
    ).toBe(true);
  });

  it('offers no form on the free plan, only the way to upgrade', async () => {
    setSessionUser(testUser);
    stubApi();
    await renderTab();
    expect(await screen.findByText(/API access is part of the paid plans/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upgrade your plan' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create token' })).toBeNull();
  });
});
