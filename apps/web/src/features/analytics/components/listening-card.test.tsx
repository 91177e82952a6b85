// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { setSessionUser } from '../../../lib/session-store.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { stubFetch } from '../../../test/stub-fetch.ts';
import { testUser } from '../../../test/user.ts';
import { ListeningCard } from './listening-card.tsx';

const totals = (streams: number) => ({
  streams,
  downloads: 0,
  listeners: 12,
  saves: 0,
  playlistAdds: 0,
  views: 0,
  clicks: 0,
});
const platform = (key: string, streams: number, previousStreams: number) => ({
  key,
  label: key,
  ...totals(streams),
  previousStreams,
});

function answer(streams: number) {
  stubFetch(
    vi.fn(async (input: string | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/v1/analytics/summary') {
        return Response.json({
          from: url.searchParams.get('from'),
          to: url.searchParams.get('to'),
          totals: totals(streams),
          revenue: '3.00000000',
          previous: { from: 'x', to: 'y', totals: totals(streams / 2), revenue: '3.00000000' },
        });
      }
      const rows =
        url.searchParams.get('dimension') === 'store' && streams > 0
          ? [platform('Deezer', 50, 10), platform('Spotify', 400, 390)]
          : [];
      return Response.json({ dimension: url.searchParams.get('dimension'), rows });
    }),
  );
}

beforeEach(() =>
  setSessionUser({ ...testUser, subscription: { ...testUser.subscription, plan_name: 'artist' } }),
);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const render = () =>
  renderWithProviders(
    <MemoryRouter>
      <ListeningCard />
    </MemoryRouter>,
  );

describe('ListeningCard', () => {
  it('shows the last 28 days against the 28 before, and the platforms growing most first', async () => {
    answer(800);
    await render();
    const streams = await screen.findByRole('group', { name: 'Streams' });
    expect(streams.textContent).toContain('800');
    expect(streams.textContent).toContain('Up 100% on the previous period');
    expect(screen.getByRole('group', { name: 'Revenue' }).textContent).toContain(
      'Same as the previous period',
    );
    const trending = await screen.findByText('Trending platforms');
    const items = within(trending.parentElement!)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items[0]).toMatch(/^Deezer/);
  });

  it('tells a new artist what to do before anything was reported', async () => {
    answer(0);
    await render();
    expect(await screen.findByRole('link', { name: 'Start a release' })).toBeTruthy();
  });
});
