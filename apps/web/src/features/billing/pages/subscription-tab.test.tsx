// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { SubscriptionView } from '@soundpost/contracts/billing';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { stubResizeObserver } from '../../../test/resize-observer.ts';
import { SubscriptionTab } from './subscription-tab.tsx';
import { stubFetch } from '../../../test/stub-fetch.ts';

beforeEach(stubResizeObserver);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const view = (vendor: 'apple' | null = null): SubscriptionView => ({
  plan: 'artist',
  provider: 'sandbox',
  subscription: {
    plan: 'artist',
    status: 'active',
    vendor,
    periodStart: '2026-03-01T10:00:00.000Z',
    periodEnd: '2027-03-01T10:00:00.000Z',
    scheduledChange: null,
  },
  invoices: [
    {
      id: '4b1e8a1c-7d44-4c2b-9a57-2f7f1f6b8a01',
      number: 'SP-2026-000001',
      plan: 'artist',
      kind: 'subscription',
      amountMinor: 4999,
      currency: 'USD',
      periodStart: '2026-03-01T10:00:00.000Z',
      periodEnd: '2027-03-01T10:00:00.000Z',
      paidAt: '2026-03-01T10:00:00.000Z',
      refundedAt: null,
    },
  ],
});

/** Answers GET subscription and GET instance; every POST fails as the provider would. */
function stubApi(answer: SubscriptionView) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST') {
      const code = url.endsWith('/portal')
        ? 'payment_portal_unavailable'
        : 'subscription_cancel_failed';
      return Response.json({ code, message: code }, { status: 502 });
    }
    if (url.endsWith('/v1/instance')) return Response.json({ supportEmail: 'help@x.test' });
    if (url.includes('/v1/billing/checkouts/')) return Response.json({ status: 'open' });
    return Response.json(answer);
  });
  stubFetch(fetch);
  return fetch;
}

describe('SubscriptionTab', () => {
  it('shows the plan, the renewal and the invoice with its PDF', async () => {
    stubApi(view());
    await renderWithProviders(
      <MemoryRouter>
        <SubscriptionTab />
      </MemoryRouter>,
    );
    expect((await screen.findByTestId('current-plan')).textContent).toBe('Artist');
    expect(screen.getByText(/^Renews on /)).toBeTruthy();
    expect(screen.getByText('Sandbox — no real money')).toBeTruthy();
    const pdf = screen.getByRole('link', { name: 'Download invoice SP-2026-000001 (PDF)' });
    expect(pdf.getAttribute('href')).toMatch(/\/v1\/billing\/invoices\/4b1e8a1c-.*\/pdf\?lang=en$/);
  });

  it('says a cancellation takes effect at period end, and offers a retry and support when it fails', async () => {
    stubApi(view());
    await renderWithProviders(
      <MemoryRouter>
        <SubscriptionTab />
      </MemoryRouter>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(/stays active until .*the end of the period you paid for/),
    ).toBeTruthy();
    expect(within(dialog).getByText(/Pending payment requests are cancelled now/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel at period end' }));
    expect(await within(dialog).findByText('Subscription cancellation failed')).toBeTruthy();
    expect(within(dialog).getByText(/contact support at help@x.test/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('says when payment management cannot open, and sends a vendor subscription to the device', async () => {
    stubApi(view());
    await renderWithProviders(
      <MemoryRouter>
        <SubscriptionTab />
      </MemoryRouter>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Manage payment' }));
    expect(await screen.findByText('Payment management could not open')).toBeTruthy();
    cleanup();
    stubResizeObserver();
    stubApi(view('apple'));
    await renderWithProviders(
      <MemoryRouter>
        <SubscriptionTab />
      </MemoryRouter>,
    );
    expect(
      await screen.findByText(/billed through Apple: cancel it in your device settings/),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
  });

  it('says the payment is being confirmed when Stripe sends the user back before its event', async () => {
    const fetch = stubApi({ ...view(), plan: 'lite', subscription: null, invoices: [] });
    const id = '4b1e8a1c-7d44-4c2b-9a57-2f7f1f6b8a02';
    await renderWithProviders(
      <MemoryRouter initialEntries={[`/account/subscription?checkout=${id}`]}>
        <SubscriptionTab />
      </MemoryRouter>,
    );
    expect(await screen.findByText(/^Payment received: your plan starts as soon/)).toBeTruthy();
    expect(
      fetch.mock.calls.some(([url]) => String(url).endsWith(`/v1/billing/checkouts/${id}`)),
    ).toBe(true);
  });

  it('offers to keep the plan next to a scheduled cancellation, and says why it could not', async () => {
    const cancelling = view();
    cancelling.subscription!.scheduledChange = {
      plan: 'lite',
      effectiveAt: '2027-03-01T10:00:00.000Z',
    };
    const fetch = vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        return Response.json({ code: 'subscription_period_ended', message: 'x' }, { status: 409 });
      }
      return Response.json(cancelling);
    });
    stubFetch(fetch);
    await renderWithProviders(
      <MemoryRouter>
        <SubscriptionTab />
      </MemoryRouter>,
    );
    expect(await screen.findByText(/^Ends on /)).toBeTruthy();
    // Cancelled already: no second cancellation, but the way back.
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Keep my plan' }));
    expect(await screen.findByText(/The period you paid for has already ended/)).toBeTruthy();
    const [url] = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(String(url)).toMatch(/\/v1\/billing\/subscription\/keep$/);
  });

  it('keeps a plan with a scheduled downgrade: the tab renews again', async () => {
    const downgrading = view();
    downgrading.plan = 'pro';
    downgrading.subscription = {
      ...downgrading.subscription!,
      plan: 'pro',
      scheduledChange: { plan: 'artist', effectiveAt: '2027-03-01T10:00:00.000Z' },
    };
    const kept = {
      ...downgrading,
      subscription: { ...downgrading.subscription, scheduledChange: null },
    };
    stubFetch(
      vi.fn(async (_url: string, init?: RequestInit) =>
        Response.json(init?.method === 'POST' ? kept : downgrading),
      ),
    );
    await renderWithProviders(
      <MemoryRouter>
        <SubscriptionTab />
      </MemoryRouter>,
    );
    expect(await screen.findByText(/^Changes to Artist on /)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Keep my plan' }));
    expect(await screen.findByText(/^Renews on /)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Keep my plan' })).toBeNull();
  });
});
