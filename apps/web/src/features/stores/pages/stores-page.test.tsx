// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { AdminStore } from '../api/store-list.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { stubResizeObserver } from '../../../test/resize-observer.ts';
import { StoresPage, storesShownFirst } from './stores-page.tsx';

const store = (n: number): AdminStore => ({
  id: `store-${n}`,
  name: `Store ${n}`,
  category: 'streaming',
  enabled: true,
  major: false,
  premiumOnly: false,
  partyId: `PADPIDA${n}`,
  partyIdIsPlaceholder: false,
  linkTemplate: null,
  transport: 'folder',
  transportSettings: {},
  secretsSet: [],
  updatedAt: '2026-11-20T10:00:00.000Z',
});
const catalogue = Array.from({ length: 170 }, (_, i) => store(i + 1));

beforeEach(() => {
  stubResizeObserver();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ items: catalogue })),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('store catalogue', () => {
  it('draws the first stores, the rest on demand, and searches the whole catalogue', async () => {
    await renderWithProviders(
      <MemoryRouter>
        <StoresPage />
      </MemoryRouter>,
    );
    // jsdom matches no media query: the phone's cards, one list item per store.
    const list = await screen.findByRole('list', { name: 'Stores' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(storesShownFirst);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search stores' }), {
      target: { value: 'Store 170' },
    });
    expect(await within(list).findByText('Store 170')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search stores' }), {
      target: { value: '' },
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Show all 170 stores' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(170);
    expect(screen.queryByRole('button', { name: /Show all/ })).toBeNull();
  });
});
