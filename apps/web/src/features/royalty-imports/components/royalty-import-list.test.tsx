// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { RoyaltyImportList } from './royalty-import-list.tsx';
import { stubFetch } from '../../../test/stub-fetch.ts';

const standing = {
  id: '0a4c7a52-5d0e-4a36-9d0c-1f3e0f6c2a11',
  store: 'Spotify',
  period: '2026-01',
  currency: 'USD',
  exchangeRate: null,
  filename: 'distributor-2026-01.tsv',
  lines: 3,
  matched: 3,
  unmatched: 0,
  total: '12.00000000',
  createdAt: '2026-02-01T10:00:00.000Z',
  stores: ['Spotify', 'Apple Music', 'Deezer'],
  voidedAt: null,
  importedBy: { id: 'a1', name: 'Ada' },
};
const voided = {
  ...standing,
  id: '5b0e6a1c-2f4d-4c3e-8a9b-7d6c5e4f3a21',
  filename: 'old.tsv',
  stores: [],
  voidedAt: '2026-02-02T10:00:00.000Z',
};

type Call = { url: URL; init: RequestInit };
let calls: Call[];
let voidAnswer: Response;

beforeEach(() => {
  calls = [];
  voidAnswer = Response.json({ ...standing, voidedAt: '2026-02-03T10:00:00.000Z' });
  stubFetch(
    vi.fn(async (input: string, init: RequestInit) => {
      const call = { url: new URL(input, 'http://localhost'), init };
      calls.push(call);
      if (call.url.pathname.endsWith('/void')) return voidAnswer;
      return Response.json({ items: [standing, voided], nextCursor: null });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function show() {
  await renderWithProviders(<RoyaltyImportList />);
  return screen.findByRole('table', { name: 'Past imports' });
}

describe('RoyaltyImportList', () => {
  it('shows the stores a report names, and the store it was imported under for older rows', async () => {
    const table = await show();
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(first!.textContent).toContain('Spotify, Apple Music, Deezer');
    expect(second!.textContent).toContain('Spotify');
    expect(second!.textContent).toContain('Voided');
  });

  it('voids an import after asking, and shows why it was refused', async () => {
    const table = await show();
    const button = within(table).getByRole('button', {
      name: 'Void the import of distributor-2026-01.tsv (2026-01)',
    });
    // A voided import offers nothing to void.
    expect(within(table).getAllByRole('button', { name: /^Void the import/ })).toHaveLength(1);
    voidAnswer = Response.json(
      {
        code: 'royalty_import_void_exceeds_balance',
        message: 'x',
        params: { name: 'Tess', missing: '3.00000000' },
      },
      { status: 409 },
    );
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Void this import?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Void import' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'Tess has already been paid $3.00000000',
    );
    const voidCall = calls.find((c) => c.url.pathname.endsWith('/void'))!;
    expect(voidCall.url.pathname).toBe(`/v1/admin/royalty-imports/${standing.id}/void`);
    expect(voidCall.init.method).toBe('POST');

    voidAnswer = Response.json({ ...standing, voidedAt: '2026-02-03T10:00:00.000Z' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Void import' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.url.pathname.endsWith('/void'))).toHaveLength(2);
  });
});
