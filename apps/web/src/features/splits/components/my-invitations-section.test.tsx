// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { SplitInvitation } from '@soundpost/contracts/splits';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { MemoryRouter } from 'react-router';
import { MyInvitationsSection } from './my-invitations-section.tsx';
import { PendingInvitationsNotice } from './pending-invitations-notice.tsx';
import { stubFetch } from '../../../test/stub-fetch.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const invitation = (
  id: string,
  status: SplitInvitation['status'],
  extra: Partial<SplitInvitation> = {},
): SplitInvitation => ({
  id,
  owner: { name: 'Nova' },
  release: { id: 'r1', title: 'Duets' },
  track: null,
  email: 'ada@example.com',
  percent: 30,
  recoupAmount: '0.00000000',
  status,
  invitedAt: '2027-03-01T10:00:00.000Z',
  expiresAt: '2027-03-15T10:00:00.000Z',
  ...extra,
});

/** GET answers `items`; POST answers `post` (a status and body). */
function stubApi(items: SplitInvitation[], post?: { status: number; body: object }) {
  const fetch = vi.fn(async (_url: string, init?: RequestInit) =>
    init?.method === 'POST'
      ? Response.json(post!.body, { status: post!.status })
      : Response.json({ items }),
  );
  stubFetch(fetch);
  return fetch;
}

describe('MyInvitationsSection', () => {
  it('lists every invitation with its target, share, recoupment and inviter', async () => {
    stubApi([
      invitation('s1', 'pending', {
        track: { id: 't1', title: 'Night Drive' },
        recoupAmount: '100.00000000',
      }),
      invitation('s2', 'accepted', { percent: 12.5 }),
      invitation('s3', 'declined'),
      invitation('s4', 'expired'),
    ]);
    await renderWithProviders(<MyInvitationsSection />);
    const section = await screen.findByRole('region', { name: 'Splits shared with you' });
    const rows = await within(section).findAllByTestId('my-split');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(
        /^Night Drive · 30%Track of Duets · from Nova · Answer by .*Your costs of \$100\.00 are paid back first\.Invited/,
      ),
      expect.stringMatching(/^Duets · 12\.5%Whole release · from NovaAccepted$/),
      expect.stringMatching(/Declined$/),
      expect.stringMatching(/Expired$/),
    ]);
    // Only the pending one can be answered.
    expect(within(section).getAllByRole('button', { name: /^Accept the split/ })).toHaveLength(1);
  });

  it('accepts from the list, naming the sending read, and says when the terms changed', async () => {
    const fetch = stubApi([invitation('s1', 'pending')], {
      status: 409,
      body: { code: 'split_invitation_changed', message: 'x' },
    });
    await renderWithProviders(<MyInvitationsSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Accept the split of “Duets”' }));
    expect(await screen.findByText(/The owner has changed this invitation/)).toBeTruthy();
    const [url, init] = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(String(url)).toMatch(/\/v1\/split-invitations\/s1\/accept$/);
    expect(JSON.parse(String(init!.body))).toEqual({ invitedAt: '2027-03-01T10:00:00.000Z' });
    // The list is read again for the new terms.
    await vi.waitFor(() =>
      expect(
        fetch.mock.calls.filter(([, i]) => !i?.method || i.method === 'GET').length,
      ).toBeGreaterThan(1),
    );
  });

  it('is not shown to someone never invited', async () => {
    stubApi([]);
    const { container } = await renderWithProviders(<MyInvitationsSection />);
    await vi.waitFor(() => expect(container.querySelector('section')).toBeNull());
    expect(screen.queryByText('Splits shared with you')).toBeNull();
  });
});

describe('PendingInvitationsNotice', () => {
  it('counts the invitations waiting for an answer and links to the list', async () => {
    stubApi([
      invitation('s1', 'pending'),
      invitation('s2', 'pending'),
      invitation('s3', 'accepted'),
    ]);
    await renderWithProviders(
      <MemoryRouter>
        <PendingInvitationsNotice />
      </MemoryRouter>,
    );
    expect(
      await screen.findByText('2 split invitations are waiting for your answer.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See and answer' }).getAttribute('href')).toBe(
      '/royalties',
    );
  });

  it('says nothing when none waits', async () => {
    const fetch = stubApi([invitation('s1', 'declined')]);
    await renderWithProviders(
      <MemoryRouter>
        <PendingInvitationsNotice />
      </MemoryRouter>,
    );
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
