// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import type { RoyaltyEntry } from '../api/royalties.ts';
import { EntriesSection } from './entries-section.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A line matched by its release's UPC alone: no track. */
const upcOnly: RoyaltyEntry = {
  lineId: 't1',
  amount: '1.23456789',
  proAmount: '1.45243281',
  reportedAmount: '1.45243281',
  date: '2026-01-01',
  postedAt: '2026-02-10T00:00:00.000Z',
  status: 'pending',
  store: 'Spotify',
  country: 'TR',
  track: null,
  release: { id: 'r1', title: 'Whole Album' },
  isrc: '',
  upc: '0123456789012',
  quantity: 3,
  sharePercent: 85,
  split: null,
  report: { importId: 'i1', filename: 'spotify.tsv', period: '2026-01', lineNumber: 2 },
};

describe('EntriesSection', () => {
  it('leaves the track column of a UPC-only line without a track, and shows cents', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ items: [upcOnly], nextCursor: null })),
    );
    await renderWithProviders(<EntriesSection onOpen={() => {}} />);
    const table = await screen.findByRole('table');
    const cells = within(table).getAllByRole('cell');
    expect(cells[1]?.textContent).toBe('Matched by UPC (no track)');
    expect(within(table).queryByText('Whole Album')).toBeNull();
    const amount = within(table).getByText('$1.23');
    expect(amount.getAttribute('title')).toBe('$1.23456789');
  });
});
