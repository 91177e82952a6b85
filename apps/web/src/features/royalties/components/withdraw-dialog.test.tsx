// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { WithdrawDialog } from './withdraw-dialog.tsx';

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
    vi.stubGlobal('fetch', fetch);
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
    vi.stubGlobal('fetch', fetch);
    await renderWithProviders(<WithdrawDialog {...props} />);
    await type('60');
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    fetch.mockImplementation(async () => Response.json(withdrawal, { status: 201 }));
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    const keys = fetch.mock.calls.map(
      (call) => (call as unknown as [string, RequestInit])[1].headers as Record<string, string>,
    );
    expect(keys[0]!['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]!['Idempotency-Key']).toBe(keys[0]!['Idempotency-Key']);
    const body = (fetch.mock.calls[1] as unknown as [string, RequestInit])[1].body;
    expect(JSON.parse(String(body))).toEqual({ amount: '60' });
  });

  it('points to the payout settings when payout is not set up', async () => {
    vi.stubGlobal('fetch', vi.fn());
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
