// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { CatalogueArtist } from '@soundpost/contracts/artist-catalogue';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { stubResizeObserver } from '../../../test/resize-observer.ts';
import { stubFetch } from '../../../test/stub-fetch.ts';
import { ArtistCataloguePage } from './artist-catalogue-page.tsx';

beforeEach(stubResizeObserver);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const artist = (n: number): CatalogueArtist => ({
  id: `a${n}`,
  name: `Luna ${n}`,
  country: 'PT',
  genre: 'jazz',
  subgenre: null,
  followers: 1200,
  imageUrl: null,
  releases:
    n === 1
      ? [
          {
            title: 'Night Drive',
            link: '/l/night-drive',
            artworkUrl: '/l/night-drive/artwork.webp',
          },
        ]
      : [],
});

/** The first page has 24 artists and a cursor, the second one more; a search for "zz" none. */
function stubApi() {
  return stubFetch(
    vi.fn(async (url: string) => {
      const query = new URL(url).searchParams;
      if (query.get('q') === 'zz') return Response.json({ items: [], nextCursor: null });
      if (query.get('cursor') === 'c1')
        return Response.json({ items: [artist(25)], nextCursor: null });
      return Response.json({
        items: Array.from({ length: 24 }, (_, i) => artist(i + 1)),
        nextCursor: 'c1',
      });
    }),
  );
}

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.search}</output>;
}

async function renderAt(entry: string) {
  await renderWithProviders(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route
          path="/artists-catalog"
          element={
            <>
              <ArtistCataloguePage />
              <Address />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

describe('the artist catalogue page', () => {
  it('asks for the view the address names, loads more with the cursor, links the releases', async () => {
    const fetch = stubApi();
    await renderAt('/artists-catalog?country=PT&genre=jazz&sort=name');
    expect(await screen.findAllByRole('article')).toHaveLength(24);
    const first = new URL(fetch.mock.calls[0]![0]).searchParams;
    expect(Object.fromEntries(first)).toEqual({ sort: 'name', country: 'PT', genre: 'jazz' });

    const card = screen.getByRole('article', { name: 'Luna 1' });
    expect(within(card).getByText('Portugal')).toBeTruthy();
    expect(within(card).getByText('Jazz')).toBeTruthy();
    const link = within(card).getByRole('link', { name: /Night Drive/ });
    expect(link.getAttribute('href')).toBe('/l/night-drive');

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(25));
    expect(new URL(fetch.mock.calls.at(-1)![0]).searchParams.get('cursor')).toBe('c1');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('sends the search after a pause, keeps it in the address, and clears an empty view', async () => {
    const fetch = stubApi();
    await renderAt('/artists-catalog');
    await screen.findAllByRole('article');
    fireEvent.change(screen.getByLabelText('Search by name'), { target: { value: 'zz' } });
    expect(await screen.findByRole('heading', { name: 'No artists found' })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('?q=zz'));
    // One request for the whole word, none per key.
    expect(fetch.mock.calls.filter(([url]) => url.includes('q=zz'))).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findAllByRole('article')).toHaveLength(24);
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe(''));
    expect((screen.getByLabelText('Search by name') as HTMLInputElement).value).toBe('');
  });
});
