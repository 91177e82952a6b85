// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { SmartLinkAnalytics, SmartLinkDetail } from '@soundpost/contracts/smart-links';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { stubResizeObserver } from '../../../test/resize-observer.ts';
import { stubFetch } from '../../../test/stub-fetch.ts';
import { SmartLinkPage } from './smart-link-page.tsx';

beforeEach(stubResizeObserver);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const id = '0190b6a4-0000-7000-8000-0000000000aa';
const link = (over: Partial<SmartLinkDetail> = {}): SmartLinkDetail => ({
  id,
  releaseId: '0190b6a4-0000-7000-8000-0000000000bb',
  releaseTitle: 'Night Drive',
  artistName: 'Nova Lights',
  slug: 'night-drive-k3v9qa',
  url: 'http://localhost:3000/l/night-drive-k3v9qa',
  status: 'active',
  isDefault: true,
  views: 12,
  clicks: 5,
  createdAt: '2026-11-29T10:00:00.000Z',
  stores: [
    { storeId: 'spotify', name: 'Spotify', enabled: true, target: 'https://open.spotify.com/x' },
    { storeId: 'deezer', name: 'Deezer', enabled: true, target: 'https://www.deezer.com/x' },
  ],
  theme: null,
  canCustomise: false,
  ...over,
});
const stats: SmartLinkAnalytics = {
  from: '2026-11-23',
  to: '2026-11-29',
  days: [{ day: '2026-11-29', views: 12, clicks: 5 }],
  stores: [{ key: 'spotify', clicks: 5 }],
  countries: [{ key: 'BR', views: 12, clicks: 5 }],
  referrers: [{ key: 'www.instagram.com', views: 12, clicks: 5 }],
};

function stubApi(detail: SmartLinkDetail) {
  return stubFetch(
    vi.fn(async (url: string, init: { method: string; body?: string }) => {
      if (init.method === 'PATCH') return Response.json({ ...detail, ...JSON.parse(init.body!) });
      if (url.includes('/analytics')) return Response.json(stats);
      return Response.json(detail);
    }),
  );
}

const render = () =>
  renderWithProviders(
    <MemoryRouter initialEntries={[`/tools/smartlinks/${id}`]}>
      <Routes>
        <Route path="/tools/smartlinks/:id" element={<SmartLinkPage />} />
      </Routes>
    </MemoryRouter>,
  );

describe('the smart link page', () => {
  it('checks the slug, then saves the stores in their new order with one turned off', async () => {
    const fetch = stubApi(link());
    await render();
    const slug = await screen.findByLabelText(/^Link address/);
    fireEvent.change(slug, { target: { value: 'share' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Link address is a reserved word')).toBeTruthy();
    expect(fetch.mock.calls.some(([, init]) => init.method === 'PATCH')).toBe(false);

    fireEvent.change(slug, { target: { value: 'Night-Drive' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move Deezer up' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Show Spotify on the page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(fetch.mock.calls.some(([, init]) => init.method === 'PATCH')).toBe(true),
    );
    const [, init] = fetch.mock.calls.find(([, i]) => i.method === 'PATCH')!;
    expect(JSON.parse(init.body!)).toEqual({
      slug: 'night-drive',
      status: 'active',
      stores: [
        { storeId: 'deezer', enabled: true },
        { storeId: 'spotify', enabled: false },
      ],
    });
    // Not PRO: the look is offered through the upgrade link, not as fields.
    expect(screen.getByText(/with the PRO plan/)).toBeTruthy();
    expect(screen.queryByLabelText('Button colour')).toBeNull();
  });

  it('shows a PRO artist the look fields and the analytics by store, country and referrer', async () => {
    stubApi(link({ canCustomise: true }));
    await render();
    fireEvent.click(await screen.findByRole('switch', { name: 'Use my own look' }));
    expect(screen.getByLabelText('Button colour')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Analytics' }));
    expect(await screen.findByText('www.instagram.com')).toBeTruthy();
    expect(screen.getByText('Brazil')).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Spotify' })).toBeTruthy();
  });
});
