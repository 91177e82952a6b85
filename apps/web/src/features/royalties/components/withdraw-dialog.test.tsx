// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { WithdrawDialog } from './withdraw-dialog.tsx';
import { stubFetch, type SentInit } from '../../../test/stub-fetch.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const props = {
  opened: true,
  onClose: () => {},
  available: '85.00000000',
  minimum: '50.00000000',
  configured: true,
};

const withdrawal = {
  id: 'w1',
  amount: '60.00000000',
  status: 'sending',
  method: 'paypal',
  reason: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  settledAt: null,
};

async function type(amount: string) {
  fireEvent.change(await screen.findByLabelText(/Amount/), { target: { value: amount } });
  fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
}

describe('WithdrawDialog', () => {
  it('shows the minimum and the available amount, and checks the amount against both', async () => {
    const fetch = vi.fn();
    stubFetch(fetch);
    await renderWithProviders(<WithdrawDialog {...props} />);
    expect(await screen.findByText('Available to withdraw: $85.00')).toBeTruthy();
    expect(screen.getByText('At least $50.00')).toBeTruthy();
    await type('49.99');
    expect(await screen.findByText('The minimum withdrawal is $50.00.')).toBeTruthy();
    await type('85.01');
    expect(await screen.findByText('You can withdraw at most $85.00.')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends one Idempotency-Key for every attempt of the same withdrawal', async () => {
    const fetch = vi.fn(async () =>
      Response.json({ code: 'network_error', message: 'x', requestId: 'r' }, { status: 503 }),
    );
    stubFetch(fetch);
    await renderWithProviders(<WithdrawDialog {...props} />);
    await type('60');
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    fetch.mockImplementation(async () => Response.json(withdrawal, { status: 201 }));
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    const sent = fetch.mock.calls.map((call) => (call as unknown as [string, SentInit])[1]);
    expect(sent[0]!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[1]!.headers['idempotency-key']).toBe(sent[0]!.headers['idempotency-key']);
    const body = sent[1]!.body;
    expect(JSON.parse(String(body))).toEqual({ amount: '60' });
  });

  it('points to the payout settings when payout is not set up', async () => {
    stubFetch(vi.fn());
    await renderWithProviders(
      <MemoryRouter>
        <WithdrawDialog {...props} configured={false} />
      </MemoryRouter>,
    );
    expect(await screen.findByText('Set up your payout method before withdrawing.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Set up payout' }).getAttribute('href')).toBe(
      '/account/payout',
    );
  });
});
