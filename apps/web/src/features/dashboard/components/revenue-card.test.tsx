// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { RoyaltySummary } from '../api/get-royalty-summary.ts';
import { i18n } from '../../../lib/i18n.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { RevenueCard } from './revenue-card.tsx';
import { stubIntersectionObserver } from '../../../test/intersection-observer.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const zero = '0.00000000';
const summary = (extra: Partial<RoyaltySummary>): RoyaltySummary => ({
  currency: 'USD',
  balance: zero,
  available: zero,
  pending: zero,
  paid: zero,
  inFlight: zero,
  earned: zero,
  proEarned: zero,
  payoutWaitDays: 90,
  upcoming: [],
  ...extra,
});

async function renderCard(answer: RoyaltySummary) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(answer)),
  );
  await i18n.loadNamespaces(['dashboard']);
  await renderWithProviders(
    <MemoryRouter>
      <RevenueCard />
    </MemoryRouter>,
  );
}

describe('RevenueCard', () => {
  it('shows the balance, what can be withdrawn and what is pending, not the empty text', async () => {
    await renderCard(
      summary({
        balance: '38.20000000',
        available: '30.00000000',
        pending: '8.20000000',
        earned: '38.20000000',
      }),
    );
    expect(await screen.findByText('$38.20')).toBeTruthy();
    expect(screen.getByText('$30.00 available to withdraw')).toBeTruthy();
    expect(screen.getByText('$8.20 pending')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See royalties' }).getAttribute('href')).toBe(
      '/royalties',
    );
    expect(document.body.textContent).not.toContain('Royalties appear here');
  });

  it('says what will appear before the stores report anything', async () => {
    await renderCard(summary({}));
    expect(await screen.findByText(/Royalties appear here/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'See royalties' })).toBeNull();
  });

  it('asks for the summary only once it nears the viewport (the bottom of the dashboard)', async () => {
    const observer = stubIntersectionObserver();
    await renderCard(summary({ balance: '5.00000000', earned: '5.00000000' }));
    expect(screen.getByRole('heading', { name: 'Revenue overview' })).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    act(() => observer.notify([{ isIntersecting: true }]));
    expect(await screen.findByText('$5.00')).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
