// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { Plan } from '@soundpost/contracts/users';
import { setSessionUser } from '../../../lib/session-store.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { stubResizeObserver } from '../../../test/resize-observer.ts';
import { stubFetch } from '../../../test/stub-fetch.ts';
import { testUser } from '../../../test/user.ts';
import { AnalyticsPage } from './analytics-page.tsx';

const counts = (streams: number) => ({
  streams,
  downloads: 2,
  listeners: 40,
  saves: 7,
  playlistAdds: 1,
  views: 9,
  clicks: 3,
});
const row = (key: string, label: string, streams: number) => ({
  key,
  label,
  ...counts(streams),
  previousStreams: 50,
});
const breakdowns: Record<string, unknown[]> = {
  track: [row('t1', '=Night Drive', 300)],
  store: [row('spotify', 'Spotify', 250), row('deezer', 'Deezer', 50)],
  country: [row('TR', 'TR', 200), row('BR', 'BR', 100)],
  city: [row('TR/Istanbul', 'Istanbul', 120)],
  age_gender: [row('18-24/female', '18-24/female', 90)],
};
const asked: URL[] = [];
/** The account's artists: one, or a label's many. */
let artists: { id: string; name: string }[] = [];
const label = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: `artist-${i + 1}`, name: `Artist ${i + 1}` }));

function stubApi() {
  stubFetch(
    vi.fn(async (input: string | URL) => {
      const url = new URL(String(input), 'http://localhost');
      asked.push(url);
      const q = url.searchParams;
      const previous = q.get('compare')
        ? { from: '2026-01-01', to: '2026-01-30', totals: counts(100), revenue: '1.00000000' }
        : null;
      const artist = /^\/v1\/artists\/([\w-]+)$/.exec(url.pathname);
      if (artist) {
        const found = artists.find((a) => a.id === artist[1]);
        return found ? Response.json(found) : new Response(null, { status: 404 });
      }
      switch (url.pathname) {
        case '/v1/analytics/summary':
          return Response.json({
            from: q.get('from'),
            to: q.get('to'),
            totals: counts(300),
            revenue: '2.50000000',
            previous,
          });
        case '/v1/analytics/timeseries':
          return Response.json({
            granularity: q.get('granularity'),
            points: [{ date: q.get('from'), ...counts(300) }],
            previous: null,
          });
        case '/v1/analytics/breakdown':
          return Response.json({
            dimension: q.get('dimension'),
            rows: breakdowns[q.get('dimension')!] ?? [],
          });
        case '/v1/artists': {
          const matching = artists.filter((a) => a.name.includes(q.get('q') ?? ''));
          const from = Number(q.get('cursor') ?? 0);
          const items = matching.slice(from, from + 20);
          const next = from + 20 < matching.length ? String(from + 20) : null;
          return Response.json({ items, nextCursor: next, total: matching.length });
        }
        case '/v1/stores':
          return Response.json({ items: [] });
      }
      return new Response(null, { status: 404 });
    }),
  );
}

const signedIn = (plan: Plan) =>
  setSessionUser({ ...testUser, subscription: { ...testUser.subscription, plan_name: plan } });

beforeEach(() => {
  asked.length = 0;
  artists = label(1);
  stubResizeObserver();
  stubApi();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const render = (path = '/analytics') =>
  renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <AnalyticsPage />
    </MemoryRouter>,
  );

describe('AnalyticsPage', () => {
  it('shows a pro artist every section, compared with the previous period', async () => {
    signedIn('pro');
    await render('/analytics?compare=1');
    const streams = await screen.findByRole('group', { name: 'Streams' });
    expect(streams.textContent).toContain('300');
    expect(streams.textContent).toContain('Up 200% on the previous period');
    expect(await screen.findByRole('region', { name: 'Countries' })).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Playlists' })).toBeTruthy();
    const tracks = await screen.findByRole('table', { name: 'Top tracks' });
    expect(within(tracks).getByText('=Night Drive')).toBeTruthy();
    expect(asked.some((u) => u.searchParams.get('compare') === 'previous')).toBe(true);
  });

  it('opens a country’s cities from its table row', async () => {
    signedIn('pro');
    await render();
    const countries = await screen.findByRole('table', { name: 'Countries' });
    fireEvent.click(within(countries).getByRole('button', { name: 'Türkiye' }));
    expect(await screen.findByRole('table', { name: 'Cities in Türkiye' })).toBeTruthy();
  });

  it('gives the free plan streams by month, platforms and top tracks, and the upsell', async () => {
    signedIn('lite');
    await render();
    expect(await screen.findByText('See everything your listeners do')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Countries' })).toBeNull();
    await screen.findByRole('table', { name: 'Platforms' });
    const series = asked.find((u) => u.pathname === '/v1/analytics/timeseries');
    expect(series?.searchParams.get('granularity')).toBe('month');
    expect(asked.some((u) => u.searchParams.get('dimension') === 'country')).toBe(false);
  });

  it('shows the trend as a table on request, and exports what is on screen', async () => {
    signedIn('artist');
    await render('/analytics?period=custom&from=2026-02-01&to=2026-02-10&store=spotify');
    fireEvent.click(await screen.findByRole('button', { name: 'Show as a table' }));
    expect(await screen.findByRole('columnheader', { name: 'Date' })).toBeTruthy();
    const csv = screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')!;
    expect(csv).toContain('/v1/analytics/export.csv?from=2026-02-01&to=2026-02-10&store=spotify');
    expect(
      screen.getByText(
        'Playlist analytics come with the Pro plan: which playlists added your tracks, and the streams they brought.',
      ),
    ).toBeTruthy();
  });

  it('lets a label find any of its 150 artists by name, and names the one the address gives', async () => {
    signedIn('pro');
    artists = label(150);
    // The open list scrolls its active option into view; jsdom has no scrolling.
    Element.prototype.scrollIntoView = vi.fn();
    render('/analytics?artist=artist-120');
    // Not on the select's first page: its name is asked for by id.
    const select = await screen.findByRole('combobox', { name: 'Artist' });
    await vi.waitFor(() => expect((select as HTMLInputElement).value).toBe('Artist 120'));
    expect(asked.some((u) => u.pathname === '/v1/artists/artist-120')).toBe(true);
    expect(
      asked.some(
        (u) =>
          u.pathname === '/v1/analytics/summary' && u.searchParams.get('artistId') === 'artist-120',
      ),
    ).toBe(true);

    // Typed (focused), not an autofill: the list is searched on the server.
    select.focus();
    fireEvent.change(select, { target: { value: 'tist 14' } });
    // (jsdom leaves the dropdown's transition unfinished: its options are there, not shown.)
    const option = await screen.findByRole('option', { name: 'Artist 145', hidden: true });
    expect(
      asked.some((u) => u.pathname === '/v1/artists' && u.searchParams.get('q') === 'tist 14'),
    ).toBe(true);
    fireEvent.click(option);
    await vi.waitFor(() =>
      expect(
        asked.some(
          (u) =>
            u.pathname === '/v1/analytics/summary' &&
            u.searchParams.get('artistId') === 'artist-145',
        ),
      ).toBe(true),
    );
  });

  it('shows no artist choice to an account with one artist', async () => {
    signedIn('pro');
    render();
    await screen.findByRole('group', { name: 'Streams' });
    expect(screen.queryByRole('combobox', { name: 'Artist' })).toBeNull();
  });
});
