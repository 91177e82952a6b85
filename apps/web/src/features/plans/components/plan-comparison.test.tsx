// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { capabilitiesFor } from '@soundpost/contracts/capabilities';
import type { PlanEntry } from '@soundpost/contracts/plans';
import { plans as planNames } from '@soundpost/contracts/users';
import enPlans from '../../../../../../packages/i18n/locales/en/plans.json';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { comparisonRows } from '../comparison-rows.ts';
import { PlanCards } from './plan-cards.tsx';
import { PlanComparison } from './plan-comparison.tsx';

const prices = { lite: 0, artist: 4999, pro: 9999 };
const catalogue: PlanEntry[] = planNames.map((plan) => ({
  plan,
  yearly: { amountMinor: prices[plan], currency: 'USD' },
  capabilities: capabilitiesFor(plan),
}));

afterEach(() => {
  cleanup();
});

describe('PlanComparison', () => {
  it('shows every row of the spec comparison for every plan', async () => {
    await renderWithProviders(<PlanComparison plans={catalogue} />);
    const table = await screen.findByRole('table');
    const rowHeaders = within(table).getAllByRole('rowheader');
    expect(rowHeaders.map((h) => h.textContent)).toEqual(Object.values(enPlans.comparison.rows));
    expect(comparisonRows).toHaveLength(15);
    const share = within(table).getByRole('row', { name: /Royalty share/ });
    expect(
      within(share)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['85%', '100%', '100%']);
    const support = within(table).getByRole('row', { name: /Support response/ });
    expect(
      within(support)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Within 48 hours', 'Within 24 hours', 'Within 4 hours']);
    const takedown = within(table).getByRole('row', { name: /Takedown/ });
    expect(within(takedown).getAllByRole('cell')[0]!.textContent).toBe('After 90 days');
    expect(within(takedown).getAllByRole('cell')[1]!.textContent).toBe('Immediate');
    // The wait runs from the credit, as the royalties page and the FAQ say: not from a request.
    const wait = within(table).getByRole('row', { name: /When earnings can be withdrawn/ });
    expect(
      within(wait)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      '90 days after they are credited',
      '30 days after they are credited',
      '30 days after they are credited',
    ]);
  });

  it.each([
    ['en', '$49.99 / year', '$0 / year'],
    ['es', '49,99 US$ / año', '0 US$ / año'],
    ['pt', 'US$ 49,99 / ano', 'US$ 0 / ano'],
    ['tr', '$49,99 / yıl', '$0 / yıl'],
  ])('formats the prices in %s', async (language, artist, free) => {
    await renderWithProviders(
      <MemoryRouter>
        <PlanCards plans={catalogue} current={null} from={null} PlanAction={() => null} />
      </MemoryRouter>,
      language,
    );
    await screen.findByTestId('price-artist');
    const text = (plan: string) =>
      screen.getByTestId(`price-${plan}`).textContent!.replace(/[\u00a0\u202f]/g, ' ');
    expect(text('artist')).toBe(artist);
    expect(text('lite')).toBe(free);
  });
});
