// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import type { RoyaltyEntry } from '../api/royalties.ts';
import { LineCard } from './line-card.tsx';

afterEach(cleanup);

const entry = (split: RoyaltyEntry['split']): RoyaltyEntry => ({
  lineId: 't1',
  amount: '32.50000000',
  proAmount: '38.23529411',
  reportedAmount: '100.00000000',
  date: '2026-01-01',
  postedAt: '2026-02-10T00:00:00.000Z',
  status: 'pending',
  store: 'Spotify',
  country: 'TR',
  track: { id: 'tr1', title: 'Duet' },
  release: { id: 'r1', title: 'Duets' },
  isrc: 'QZ-ABC-26-00001',
  upc: '',
  quantity: 1000,
  sharePercent: 85,
  split,
  report: { importId: 'i1', filename: 'spotify.tsv', period: '2026-01', lineNumber: 2 },
});

/** The text of the card's "Split" fact. */
async function splitFact(split: RoyaltyEntry['split']) {
  await renderWithProviders(<LineCard entry={entry(split)} />);
  const text = (await screen.findByText('Split')).nextElementSibling?.textContent;
  cleanup();
  return text;
}

describe('LineCard', () => {
  it('shows the share applied and the split, with a recoupment when there was one', async () => {
    expect(await splitFact(null)).toBe('—');
    expect(await splitFact({ part: 'share', percent: 30, recouped: '0.00000000' })).toBe(
      '85% × 30%',
    );
    expect(await splitFact({ part: 'share', percent: 30, recouped: '10.00000000' })).toBe(
      '85% × 30% + recoupment $10.00',
    );
    expect(await splitFact({ part: 'recoup', percent: null, recouped: '3.50000000' })).toBe(
      '85% · recoupment $3.50',
    );
  });

  it('shows money in cents, the exact value on hover', async () => {
    await renderWithProviders(
      <LineCard entry={{ ...entry(null), amount: '0.00123456', reportedAmount: '1.00145243' }} />,
    );
    const amount = await screen.findByText('$0.00');
    expect(amount.getAttribute('title')).toBe('$0.00123456');
    const reported = (await screen.findByText('Reported by the store')).nextElementSibling;
    expect(reported?.textContent).toBe('$1.00');
    expect(reported?.querySelector('[title]')?.getAttribute('title')).toBe('$1.00145243');
  });

  it('reports the whole line, not the part', async () => {
    await renderWithProviders(
      <LineCard entry={entry({ part: 'rest', percent: 70, recouped: '0.00000000' })} />,
    );
    expect((await screen.findByText('Reported by the store')).nextElementSibling?.textContent).toBe(
      '$100.00',
    );
  });
});
