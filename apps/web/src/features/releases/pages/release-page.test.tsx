// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ReleaseStore } from '@soundpost/contracts/delivery';
import type { ReleaseDetail } from '@soundpost/contracts/releases';
import { i18n } from '../../../lib/i18n.ts';
import { useCurrentPageTitle } from '../../../lib/page-title.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { stubResizeObserver } from '../../../test/resize-observer.ts';
import { releaseFixture } from '../test/release-fixtures.ts';
import { ReleasePage } from './release-page.tsx';
import { stubFetch } from '../../../test/stub-fetch.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function PageTitle() {
  return <output data-testid="page-title">{useCurrentPageTitle()}</output>;
}

/** The release page of `release`, its stores answering `stores`. */
async function renderPage(release: ReleaseDetail, stores: ReleaseStore[]) {
  stubResizeObserver();
  stubFetch(
    vi.fn(async (url: string) => {
      const path = new URL(String(url), 'http://x').pathname;
      if (path === '/v1/stores')
        return Response.json({ items: [{ id: 'spotify', name: 'Spotify' }] });
      if (path.endsWith('/stores')) return Response.json({ items: stores });
      if (path.endsWith('/splits')) return Response.json({ items: [] });
      return Response.json(release);
    }),
  );
  await i18n.loadNamespaces(['releases', 'delivery', 'splits', 'errors']);
  const router = createMemoryRouter(
    [
      {
        path: '/distributions/:id',
        element: (
          <>
            <PageTitle />
            <ReleasePage />
          </>
        ),
      },
    ],
    { initialEntries: ['/distributions/r1'] },
  );
  await renderWithProviders(<RouterProvider router={router} />);
  await screen.findByRole('heading', { level: 1, name: 'Neon Tides' });
}

const published = { step: 'published', state: 'done', date: null, expected: null } as const;

describe('ReleasePage', () => {
  it('names the release in the title; once live, no "links appear later" beside its links', async () => {
    await renderPage(releaseFixture({ status: 'live', editable: false, timeline: [published] }), [
      { storeId: 'spotify', name: 'Spotify', state: 'live', link: 'https://open.spotify.com/x' },
    ]);
    expect(screen.getByTestId('page-title').textContent).toBe('Neon Tides');
    const platforms = screen.getByRole('region', { name: 'Platforms' });
    expect(platforms.textContent).not.toContain('appear here');
    expect(await screen.findByRole('link', { name: 'Open on Spotify' })).toBeTruthy();
  });

  it("shows a removed release's stores as removed and offers no new split", async () => {
    await renderPage(
      releaseFixture({ status: 'removed', editable: false, timeline: [published] }),
      [{ storeId: 'spotify', name: 'Spotify', state: 'removed', link: null }],
    );
    const stores = await screen.findByRole('region', { name: 'Stores' });
    expect(within(stores).getByText('Removed')).toBeTruthy();
    const splits = screen.getByRole('region', { name: 'Splits' });
    expect(await within(splits).findByText(/no new split can be added/)).toBeTruthy();
    expect(within(splits).queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('region', { name: 'Platforms' }).textContent).not.toContain(
      'appear here',
    );
  });

  it('still says the links come later while the release is on its way', async () => {
    await renderPage(releaseFixture({ status: 'published', editable: false }), []);
    expect(screen.getByRole('region', { name: 'Platforms' }).textContent).toContain(
      'appear here once it is live',
    );
  });
});
