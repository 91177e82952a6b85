// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import type { RoyaltySummary } from '../api/royalties.ts';
import { ProUpsell } from './pro-upsell.tsx';

afterEach(cleanup);

const summary = (earned: string, proEarned: string): RoyaltySummary => ({
  currency: 'USD',
  balance: earned,
  available: '0.00000000',
  pending: earned,
  paid: '0.00000000',
  inFlight: '0.00000000',
  earned,
  proEarned,
  payoutWaitDays: 90,
  upcoming: [],
});

describe('ProUpsell', () => {
  it('tells a free artist what 100% would have paid, from their own figures', async () => {
    await renderWithProviders(
      <MemoryRouter>
        <ProUpsell summary={summary('85.85000000', '101.00000000')} />
      </MemoryRouter>,
    );
    fireEvent.click(
      await screen.findByRole('button', { name: 'PRO would have paid you $15.15 more' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('were $85.85');
    expect(dialog.textContent).toContain('would have been $101.00, that is $15.15 more');
    expect(screen.getByRole('link', { name: 'Upgrade your plan' }).getAttribute('href')).toBe(
      '/upgrade?from=royalties_upsell',
    );
  });

  it('says nothing when there is nothing to gain', async () => {
    await renderWithProviders(
      <MemoryRouter>
        <ProUpsell summary={summary('0.00000000', '0.00000000')} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});
