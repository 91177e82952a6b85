// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminBilling } from '@soundpost/contracts/billing';
import { notify } from '../../../lib/notify.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { stubResizeObserver } from '../../../test/resize-observer.ts';
import { UserBillingSection } from './user-billing-section.tsx';
import { stubFetch } from '../../../test/stub-fetch.ts';

vi.mock('../../../lib/notify.ts', () => ({ notify: vi.fn() }));

beforeEach(stubResizeObserver);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(notify).mockClear();
});

const userId = '0c3f1e2a-5b6d-4e7f-8a9b-1c2d3e4f5a6b';
const day = 86_400_000;
const invoice = (n: number, paidAt: Date, refundedAt: string | null = null) => ({
  id: `4b1e8a1c-7d44-4c2b-9a57-2f7f1f6b8a0${n}`,
  number: `SP-2026-00000${n}`,
  plan: 'artist' as const,
  kind: 'subscription' as const,
  amountMinor: 4999,
  currency: 'USD' as const,
  periodStart: paidAt.toISOString(),
  periodEnd: new Date(paidAt.getTime() + 365 * day).toISOString(),
  paidAt: paidAt.toISOString(),
  refundedAt,
  refundableUntil: new Date(paidAt.getTime() + 14 * day).toISOString(),
});

const billing = (): AdminBilling => {
  const now = Date.now();
  return {
    plan: 'artist',
    provider: 'sandbox',
    subscription: {
      plan: 'artist',
      status: 'active',
      vendor: null,
      periodStart: new Date(now - day).toISOString(),
      periodEnd: new Date(now + 364 * day).toISOString(),
      scheduledChange: { plan: 'lite', effectiveAt: new Date(now + 364 * day).toISOString() },
    },
    invoices: [
      invoice(1, new Date(now - day)),
      invoice(2, new Date(now - 30 * day)),
      invoice(3, new Date(now - 400 * day), new Date(now - 399 * day).toISOString()),
    ],
  };
};

/** Answers the billing view; the refund answers `refund` (status and body). */
function stubApi(refund: { status: number; body: object }) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) =>
    init?.method === 'POST'
      ? Response.json(refund.body, { status: refund.status })
      : Response.json(url.endsWith(`/v1/admin/users/${userId}/billing`) ? billing() : {}),
  );
  stubFetch(fetch);
  return fetch;
}

describe('UserBillingSection', () => {
  it('lists the subscription and invoices; only one inside the window can be refunded', async () => {
    stubApi({ status: 200, body: {} });
    await renderWithProviders(<UserBillingSection userId={userId} />);
    const section = await screen.findByRole('region', { name: 'Subscription and invoices' });
    expect(await within(section).findByText('Sandbox (no real money)')).toBeTruthy();
    expect(within(section).getByText(/^Free from /)).toBeTruthy();
    expect(within(section).getAllByText('$49.99')).toHaveLength(3);
    const open = within(section).getByRole('button', { name: 'Refund invoice SP-2026-000001' });
    expect(open.hasAttribute('disabled')).toBe(false);
    expect(open.getAttribute('aria-describedby')).toBeTruthy();
    const late = within(section).getByRole('button', { name: 'Refund invoice SP-2026-000002' });
    expect(late.hasAttribute('disabled')).toBe(true);
    expect(document.getElementById(late.getAttribute('aria-describedby')!)!.textContent).toMatch(
      /^The 14-day refund window ended on /,
    );
    expect(within(section).queryByRole('button', { name: /SP-2026-000003/ })).toBeNull();
    expect(within(section).getByText(/^Refunded on /)).toBeTruthy();
  });

  it('confirms that the plan ends now, refunds, and says so', async () => {
    const fetch = stubApi({ status: 200, body: {} });
    await renderWithProviders(<UserBillingSection userId={userId} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Refund invoice SP-2026-000001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund invoice SP-2026-000001?' });
    expect(
      within(dialog).getByText(/\$49.99 goes back to the customer, and the Artist plan ends now/),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund and end the plan' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        color: 'teal',
        message: 'Invoice SP-2026-000001 refunded. The account is on the Free plan now.',
      }),
    );
    expect(
      fetch.mock.calls.some(
        ([url, init]) =>
          init?.method === 'POST' &&
          String(url).endsWith(
            '/v1/admin/billing/invoices/4b1e8a1c-7d44-4c2b-9a57-2f7f1f6b8a01/refund',
          ),
      ),
    ).toBe(true);
  });

  it('translates a refused refund in the notification', async () => {
    stubApi({ status: 409, body: { code: 'refund_window_passed', message: 'x' } });
    await renderWithProviders(<UserBillingSection userId={userId} />, 'tr');
    fireEvent.click(
      await screen.findByRole('button', { name: 'SP-2026-000001 numaralı faturayı iade et' }),
    );
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'İade edin ve planı sonlandırın' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        color: 'red',
        title: 'İade gerçekleştirilemedi',
        message: 'Bir ödeme yalnızca 14 gün içinde iade edilebilir.',
      }),
    );
  });
});
