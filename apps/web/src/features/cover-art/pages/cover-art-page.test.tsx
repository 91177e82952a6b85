// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { CoverArtSet } from '@soundpost/contracts/cover-art';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { stubResizeObserver } from '../../../test/resize-observer.ts';
import { stubFetch } from '../../../test/stub-fetch.ts';
import { CoverArtPage } from './cover-art-page.tsx';

beforeEach(stubResizeObserver);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const painter = (used: number) => ({
  provider: 'builtin',
  model: null,
  allowance: { tool: 'cover_art', used, limit: 3, resetsAt: '2026-12-01T00:00:00.000Z' },
});
const set = (over: Partial<CoverArtSet> = {}): CoverArtSet => ({
  id: '0190b6a4-0000-7000-8000-000000000001',
  prompt: 'A blue night over the sea',
  style: 'noir',
  provider: 'builtin',
  model: null,
  status: 'success',
  failure: null,
  images: [0, 1, 2, 3].map((index) => ({
    index,
    url: `/v1/cover-art/x/images/${index}`,
    previewUrl: `/v1/cover-art/x/images/${index}?size=600`,
  })),
  createdAt: '2026-11-29T10:00:00.000Z',
  ...over,
});

function stubApi(used: number, sets: CoverArtSet[]) {
  return stubFetch(
    vi.fn(async (url: string, init: { method: string; body?: string }) => {
      if (init.method === 'POST')
        return Response.json(set({ status: 'pending', images: [] }), { status: 202 });
      if (url.includes('/v1/cover-art/painter')) return Response.json(painter(used));
      if (url.includes('/v1/releases'))
        return Response.json({ items: [], nextCursor: null, total: 0 });
      return Response.json({ items: sets, nextCursor: null });
    }),
  );
}

const render = () =>
  renderWithProviders(
    <MemoryRouter>
      <CoverArtPage />
    </MemoryRouter>,
  );

describe('the cover art page', () => {
  it('names the built-in generator honestly, checks the form, and asks for four images', async () => {
    const fetch = stubApi(1, []);
    render();
    expect(await screen.findByText("Soundpost's built-in generator")).toBeTruthy();
    expect(screen.getByText(/It is not AI/)).toBeTruthy();
    expect(screen.getByText('2 of 3 left this month.')).toBeTruthy();
    expect(await screen.findByText('No cover art yet')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Make four images' }));
    expect(await screen.findByText(/required/i)).toBeTruthy();
    expect(fetch.mock.calls.some(([, init]) => init.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByLabelText(/^Describe the cover/), {
      target: { value: 'A blue night over the sea' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Make four images' }));
    await waitFor(() =>
      expect(fetch.mock.calls.some(([, init]) => init.method === 'POST')).toBe(true),
    );
    const [, init] = fetch.mock.calls.find(([, i]) => i.method === 'POST')!;
    expect(JSON.parse(init.body!)).toEqual({
      prompt: 'A blue night over the sea',
      style: 'abstract',
    });
  });

  it('shows a set being made, a failed one, and a painted one with its four images', async () => {
    stubApi(3, [
      set({ id: 'a', status: 'pending', images: [] }),
      set({ id: 'b', status: 'failed', failure: { code: 'cover_art_failed' }, images: [] }),
      set({ id: 'c' }),
    ]);
    render();
    expect(await screen.findByText('Making your four images…')).toBeTruthy();
    expect(screen.getByText(/The cover art could not be made/)).toBeTruthy();
    expect(
      screen.getAllByRole('img', { name: /of 4 for “A blue night over the sea”/ }),
    ).toHaveLength(4);
    expect(screen.getAllByRole('button', { name: 'Use as artwork' })).toHaveLength(4);
    // None left this month: the form waits, and the way up is shown.
    expect(screen.getByRole('button', { name: 'Make four images' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByText(/None left this month/)).toBeTruthy();
  });
});
