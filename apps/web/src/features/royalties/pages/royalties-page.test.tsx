// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { formatDateTime } from '../../../lib/format.ts';
import { setSessionUser } from '../../../lib/session-store.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { stubResizeObserver } from '../../../test/resize-observer.ts';
import { testUser } from '../../../test/user.ts';
import { RoyaltiesPage } from './royalties-page.tsx';
import { stubFetch } from '../../../test/stub-fetch.ts';

const summary = {
  currency: 'USD',
  balance: '120.00000000',
  available: '80.00000000',
  pending: '40.00000000',
  paid: '10.00000000',
  inFlight: '60.00000000',
  earned: '130.00000000',
  proEarned: '130.00000000',
  payoutWaitDays: 30,
  upcoming: [
    { availableAt: '2027-04-01T10:00:00.000Z', amount: '25.00000000' },
    { availableAt: '2027-04-15T10:00:00.000Z', amount: '15.00000000' },
  ],
};
const payout = (status: 'configured' | 'not_configured') => ({
  status,
  method: status === 'configured' ? 'paypal' : null,
  email: status === 'configured' ? 'ada@example.com' : null,
  sandbox: true,
  methods: ['paypal'],
  minimumWithdrawal: '50.00000000',
});
const withdrawal = {
  id: 'w1',
  amount: '10.00000000',
  status: 'rejected',
  method: 'paypal',
  reason: 'Account closed',
  createdAt: '2027-03-01T10:00:00.000Z',
  settledAt: '2027-03-02T10:00:00.000Z',
};

/** The API as the page reads it, with the payout account in the given state. */
function stubApi(status: 'configured' | 'not_configured') {
  const answers: [string, unknown][] = [
    ['/v1/royalties/summary', summary],
    ['/v1/account/payout', payout(status)],
    ['/v1/royalties/withdrawals', { items: [withdrawal] }],
    ['/v1/royalties/breakdown', { by: 'store', items: [] }],
    ['/v1/royalties/entries', { items: [], nextCursor: null }],
    ['/v1/royalties/statements', { items: [] }],
  ];
  stubFetch(
    vi.fn(async (url: string | URL) => {
      const path = new URL(String(url), 'http://localhost').pathname;
      const answer = answers.find(([prefix]) => path === prefix);
      return answer ? Response.json(answer[1]) : new Response(null, { status: 404 });
    }),
  );
}

beforeEach(() => {
  setSessionUser({ ...testUser, subscription: { ...testUser.subscription, plan_name: 'pro' } });
  stubResizeObserver();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const render = () =>
  renderWithProviders(
    <MemoryRouter>
      <RoyaltiesPage />
    </MemoryRouter>,
  );

describe('RoyaltiesPage', () => {
  it('asks for a payout account only while none is set up, and lists past withdrawals', async () => {
    stubApi('not_configured');
    await render();
    expect(await screen.findByText(/you need a payout account/)).toBeTruthy();
    expect(await screen.findByText('Reason: Account closed')).toBeTruthy();
    cleanup();

    stubApi('configured');
    await render();
    await screen.findByText('Reason: Account closed');
    expect(screen.queryByText(/you need a payout account/)).toBeNull();
  });

  it('opens the withdrawal dialog with the available balance and the minimum', async () => {
    stubApi('configured');
    await render();
    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('$80.00');
    expect(dialog.textContent).toContain('$50.00');
  });

  it('says, beside the balance and in the dialog, when each pending amount becomes available', async () => {
    stubApi('configured');
    await render();
    const note = await screen.findByTestId('availability-note');
    expect(note.textContent).toContain(
      'Earnings can be withdrawn 30 days after they are credited. The minimum withdrawal is $50.00.',
    );
    const upcoming = within(note).getByRole('list', { name: 'Becoming available' });
    const items = within(upcoming)
      .getAllByRole('listitem')
      .map((i) => i.textContent);
    expect(items).toEqual([
      `$25.00 from ${formatDateTime('2027-04-01T10:00:00.000Z')}`,
      `$15.00 from ${formatDateTime('2027-04-15T10:00:00.000Z')}`,
    ]);
    expect(note.textContent).toContain('Being paid out: $60.00');
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('availability-note').textContent).toContain(
      'Earnings can be withdrawn 30 days after they are credited.',
    );
  });
});
