// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { AdminUserOverview } from '../api/get-users.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { UserCard } from './user-card.tsx';

const grace: AdminUserOverview = {
  _id: 'u2',
  name: 'Grace Hopper',
  username: 'grace',
  email: 'grace@example.com',
  role: 'user',
  plan: 'pro',
  freeze: false,
  banned: false,
  blockReason: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  releaseCounts: { total: 3, live: 1 },
};

afterEach(cleanup);

async function show(user: AdminUserOverview) {
  const handlers = { onImpersonate: vi.fn(), onBlock: vi.fn(), onUnblock: vi.fn(), busyId: null };
  await renderWithProviders(
    <MemoryRouter>
      <UserCard user={user} handlers={handlers} />
    </MemoryRouter>,
  );
  await screen.findByRole('link', { name: user.name });
}

describe('UserCard', () => {
  it("names what the table's columns said: role, releases, plan and state", async () => {
    await show(grace);
    expect(screen.getByRole('link', { name: 'Grace Hopper' }).getAttribute('href')).toBe(
      '/admin/users/u2',
    );
    expect(screen.getByText('@grace · grace@example.com')).toBeTruthy();
    expect(screen.getByText('User · Releases: 3 · 1 live')).toBeTruthy();
    expect(
      (screen.getByRole('combobox', { name: 'Plan of grace' }) as HTMLSelectElement).value,
    ).toBe('pro');
    expect(screen.getByText('Active')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Block grace' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Audit log of grace' }).getAttribute('href')).toBe(
      '/admin/audit?targetId=u2',
    );
  });

  it('shows why a frozen account was blocked and offers to unblock it', async () => {
    await show({ ...grace, freeze: true, blockReason: 'Unpaid invoices' });
    expect(screen.getByText('Frozen')).toBeTruthy();
    expect(screen.getByText('Reason: Unpaid invoices')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unblock grace' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Block grace' })).toBeNull();
  });
});
