// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { stubResizeObserver } from '../../../test/resize-observer.ts';
import { stubFetch } from '../../../test/stub-fetch.ts';
import { PitchPage } from './pitch-page.tsx';

beforeEach(stubResizeObserver);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const playlist = {
  id: 'p1',
  name: 'Late Night Pop',
  curator: 'Soundpost team',
  genre: 'pop',
  followers: 12400,
  coverUrl: null,
  acceptsSubmissions: true,
};
const release = (id: string, status: string, title: string) => ({
  id,
  title,
  status,
  releaseType: 'single',
  artistName: 'Nova',
  artworkThumbnailUrl: null,
  trackCount: 1,
  releaseDate: null,
  referenceId: null,
  submittedAt: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
});

function stubApi() {
  return stubFetch(
    vi.fn(async (url: string, init: { method: string; body?: string }) => {
      if (init.method === 'POST') return Response.json({ id: 'x' }, { status: 201 });
      if (url.includes('/v1/playlists/p1')) return Response.json(playlist);
      if (url.includes('/v1/tools/allowances')) return Response.json({ items: [] });
      const tracks = /\/v1\/releases\/(\w+)\/tracks/.exec(url);
      if (tracks)
        return Response.json({ items: [{ id: `t-${tracks[1]}`, title: `Song ${tracks[1]}` }] });
      return Response.json({
        items: [release('live1', 'live', 'Out There'), release('draft1', 'draft', 'Not Yet')],
        nextCursor: null,
        total: 2,
      });
    }),
  );
}

describe('the pitch page', () => {
  it('offers only published songs and says what a pitch needs before sending it', async () => {
    const fetch = stubApi();
    renderWithProviders(
      <MemoryRouter initialEntries={['/playlists/p1/submit']}>
        <Routes>
          <Route path="/playlists/:id/submit" element={<PitchPage />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(
      await screen.findByRole('heading', { name: 'Pitch a song to Late Night Pop' }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send the pitch' }));
    expect(await screen.findByText('Please choose a song to pitch')).toBeTruthy();
    expect(screen.getByText('Please write a pitch for your song')).toBeTruthy();

    const song = screen.getByRole('combobox', { name: /^Song/ });
    fireEvent.click(song);
    const list = await waitFor(() => document.getElementById(song.getAttribute('aria-controls')!)!);
    expect(within(list).queryByText(/Song draft1/)).toBeNull();
    fireEvent.click(
      within(list).getByRole('option', { name: 'Song live1 · Out There', hidden: true }),
    );
    fireEvent.change(screen.getByLabelText(/^Your pitch/), { target: { value: 'Short.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the pitch' }));
    expect(
      await screen.findByText('Your pitch should be at least 50 characters long'),
    ).toBeTruthy();
    expect(fetch.mock.calls.some(([, init]) => init.method === 'POST')).toBe(false);

    const pitch = 'A warm late-night pop song with a chorus that stays, made for slow drives.';
    fireEvent.change(screen.getByLabelText(/^Your pitch/), { target: { value: pitch } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the pitch' }));
    expect(await screen.findByText('Pitch sent')).toBeTruthy();
    const [url, init] = fetch.mock.calls.find(([, i]) => i.method === 'POST')!;
    expect(url).toContain('/v1/playlists/p1/pitches');
    expect(JSON.parse(init.body!)).toEqual({ trackId: 't-live1', pitch });
  });
});
