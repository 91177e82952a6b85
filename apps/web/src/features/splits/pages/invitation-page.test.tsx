// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { forgetUser, setSessionUser } from '../../../lib/session-store.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { testUser } from '../../../test/user.ts';
import { InvitationPage } from './invitation-page.tsx';
import { stubFetch } from '../../../test/stub-fetch.ts';

afterEach(() => {
  cleanup();
  forgetUser();
  vi.unstubAllGlobals();
});

const invitation = (status: string) => ({
  id: 's1',
  owner: { name: 'Nova' },
  release: { id: 'r1', title: 'Duets' },
  track: null,
  email: 'ada@example.com',
  percent: 30,
  recoupAmount: '100.00000000',
  status,
  expiresAt: '2027-03-15T10:00:00.000Z',
});

/** The API: the invitation by its token, and what accepting answers. */
function stubApi() {
  const calls: string[] = [];
  stubFetch(
    vi.fn(async (url: string | URL) => {
      const path = new URL(String(url), 'http://localhost').pathname;
      calls.push(path);
      if (path === '/v1/split-invitations/view') return Response.json(invitation('pending'));
      if (path === '/v1/split-invitations/accept') return Response.json(invitation('accepted'));
      return new Response(null, { status: 404 });
    }),
  );
  return calls;
}

const render = () =>
  renderWithProviders(
    <MemoryRouter initialEntries={['/splits/invitation?token=abc']}>
      <InvitationPage />
    </MemoryRouter>,
  );

describe('InvitationPage', () => {
  it('asks a visitor to sign up (with the invited address) or in first, then brings them back', async () => {
    stubApi();
    await render();
    expect(
      await screen.findByText('Nova invites you to receive 30% of the earnings of “Duets”.'),
    ).toBeTruthy();
    expect(screen.getByText(/Your costs of \$100.00 are paid back first/)).toBeTruthy();
    const back = encodeURIComponent('/splits/invitation?token=abc');
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      `/auth/signup?redirect=${back}&email=ada%40example.com`,
    );
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      `/auth/login?redirect=${back}`,
    );
  });

  it('lets the signed-in invitee accept', async () => {
    setSessionUser(testUser);
    const calls = stubApi();
    await render();
    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(await screen.findByText(/You accepted this split/)).toBeTruthy();
    expect(calls).toContain('/v1/split-invitations/accept');
    expect(screen.getByRole('link', { name: 'Go to your royalties' })).toBeTruthy();
  });
});
