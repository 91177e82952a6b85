// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { WithdrawalsPage } from './withdrawals-page.tsx';
import { stubFetch } from '../../../test/stub-fetch.ts';

const requested = {
  id: '0a4c7a52-5d0e-4a36-9d0c-1f3e0f6c2a11',
  amount: '60.00000000',
  status: 'requested',
  method: 'paypal',
  reason: null,
  createdAt: '2026-01-01T10:00:00.000Z',
  settledAt: null,
  user: { id: 'u1', username: 'tess' },
  email: 'tess@example.com',
};
const rejected = {
  ...requested,
  id: '5b0e6a1c-2f4d-4c3e-8a9b-7d6c5e4f3a21',
  status: 'rejected',
  reason: 'Chargeback under review',
  settledAt: '2026-01-02T10:00:00.000Z',
};

type Call = { url: URL; init: RequestInit };
let calls: Call[];
let answer: (call: Call) => Response;

beforeEach(() => {
  calls = [];
  answer = ({ url }) =>
    Response.json({
      items: url.searchParams.get('status') === 'requested' ? [requested] : [requested, rejected],
      nextCursor: null,
    });
  stubFetch(
    vi.fn(async (input: string, init: RequestInit) => {
      const call = { url: new URL(input, 'http://localhost'), init };
      calls.push(call);
      return answer(call);
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const listCalls = () => calls.filter((call) => call.url.pathname === '/v1/admin/withdrawals');

async function show() {
  await renderWithProviders(
    <MemoryRouter>
      <WithdrawalsPage />
    </MemoryRouter>,
  );
  return screen.findByRole('list', { name: 'Withdrawals' });
}

describe('WithdrawalsPage', () => {
  it('lists the withdrawals waiting for approval first, and others by status', async () => {
    const list = await show();
    expect(listCalls()[0]!.url.searchParams.get('status')).toBe('requested');
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(list.textContent).toContain('@tess');
    expect(list.textContent).toContain('tess@example.com');
    expect(list.textContent).toContain('$60.00');
    expect(list.textContent).toContain('Waiting for approval');

    const status = screen.getByRole('combobox', { name: 'Status' });
    fireEvent.change(status, { target: { value: 'all' } });
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    expect(listCalls().at(-1)!.url.searchParams.has('status')).toBe(false);
    expect(screen.getByText('Reason: Chargeback under review')).toBeTruthy();
    // A decided withdrawal has nothing left to approve or reject.
    expect(screen.getAllByRole('button', { name: 'Approve the withdrawal of @tess' })).toHaveLength(
      1,
    );

    fireEvent.change(status, { target: { value: 'rejected' } });
    await waitFor(() =>
      expect(listCalls().at(-1)!.url.searchParams.get('status')).toBe('rejected'),
    );
  });

  it('asks the reason of a rejection, and shows the translated refusal of the API', async () => {
    await show();
    fireEvent.click(screen.getByRole('button', { name: 'Reject the withdrawal of @tess' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the withdrawal' });
    expect(dialog.textContent).toContain('The $60.00 of @tess go back to their balance.');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Reason is required')).toBeTruthy();
    expect(calls.some((call) => call.init.method === 'POST')).toBe(false);

    answer = () =>
      Response.json(
        { code: 'withdrawal_not_pending', message: 'x', requestId: 'r' },
        { status: 409 },
      );
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), {
      target: { value: '  Chargeback under review ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(
      await within(dialog).findByText('This withdrawal has already been decided.'),
    ).toBeTruthy();
    const post = calls.find((call) => call.init.method === 'POST')!;
    expect(post.url.pathname).toBe(`/v1/admin/withdrawals/${requested.id}/reject`);
    expect(JSON.parse(String(post.init.body))).toEqual({ reason: 'Chargeback under review' });
  });
});
