// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ReleaseDetail } from '@soundpost/contracts/releases';
import { i18n } from '../../../lib/i18n.ts';
import { useCurrentPageTitle } from '../../../lib/page-title.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { stubResizeObserver } from '../../../test/resize-observer.ts';
import { releaseQueryKey } from '../api/get-release.ts';
import { releaseFixture, trackFixture } from '../test/release-fixtures.ts';
import { ReleaseWizardPage } from './release-wizard-page.tsx';
import { stubFetch } from '../../../test/stub-fetch.ts';

// The steps after basic info are lazy chunks of the page: loaded once here, so a test's
// timeouts are about rendering, not about transforming a step's modules on a busy machine.
beforeAll(() =>
  Promise.all([
    import('../components/wizard/artwork-wizard-step.tsx'),
    import('../components/tracks/tracks-step.tsx'),
    import('../components/wizard/stores-step.tsx'),
    import('../components/wizard/distribution-step.tsx'),
    import('../components/wizard/review-step.tsx'),
  ]),
);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Stubs the API with `release` for every read. */
function stubApi(release: ReleaseDetail) {
  stubFetch(
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = new URL(String(url), 'http://x').pathname;
      if (path.endsWith('/checks')) return Response.json({ releaseId: release.id, findings: [] });
      if (path === '/v1/stores') return Response.json({ items: [] });
      if (init?.method === undefined || init.method === 'GET') return Response.json(release);
      return Response.json({ code: 'not_found', message: 'Not found' }, { status: 404 });
    }),
  );
}

/** What the root layout puts in the document's title, beside the page. */
function PageTitle() {
  return <output data-testid="page-title">{useCurrentPageTitle()}</output>;
}

async function renderWizard(step: string, client = new QueryClient()) {
  stubResizeObserver();
  // Loaded up front, as in the app: a namespace still loading would hide a flash in suspense.
  await i18n.loadNamespaces(['wizard', 'errors', 'releases', 'artists', 'prereview']);
  const router = createMemoryRouter(
    [
      {
        path: '/distributions/:id/edit/:step',
        element: (
          <>
            <PageTitle />
            <ReleaseWizardPage ArtworkStep={() => null} ArtistPicker={() => null} />
          </>
        ),
      },
      { path: '/distributions/:id', element: <p>Release detail</p> },
    ],
    { initialEntries: [`/distributions/r1/edit/${step}`] },
  );
  await renderWithProviders(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('ReleaseWizardPage', () => {
  it('goes to the detail page once its release is submitted, not to the locked state', async () => {
    const release = releaseFixture({ wizardStep: 'review' });
    stubApi(release);
    const client = new QueryClient();
    await renderWizard('review', client);
    // The first test renders the review step first: under a full parallel run on two cores
    // (its lazy chunk shown after a Suspense fallback) it took 5.5 s once.
    await screen.findByRole('button', { name: 'Submit release' }, { timeout: 10_000 });
    // What a successful submission does to the cache before the review step navigates.
    act(() => {
      client.setQueryData(releaseQueryKey('r1'), { ...release, editable: false });
    });
    expect(screen.queryByText('This release can no longer be changed')).toBeNull();
    expect(await screen.findByText('Release detail')).toBeTruthy();
  });

  it('still explains a release opened in its locked state', async () => {
    stubApi(releaseFixture({ status: 'submitted', editable: false }));
    await renderWizard('tracks');
    expect(await screen.findByText('This release can no longer be changed')).toBeTruthy();
  });

  it('says why a step not reached yet cannot be opened', async () => {
    stubApi(releaseFixture({ wizardStep: 'tracks' }));
    await renderWizard('tracks');
    const progress = await screen.findByRole(
      'navigation',
      { name: 'Wizard progress' },
      { timeout: 5000 },
    );
    const platforms = within(progress).getByRole('button', { name: /Platforms/ });
    expect(platforms.textContent).toContain('Save “Tracks” first');
    expect(within(progress).getByRole('button', { name: /Artwork/ }).textContent).not.toContain(
      'first',
    );
  });

  it('keeps a draft "New release" after its first step, and names the step in the title', async () => {
    stubApi(releaseFixture({ wizardStep: 'tracks' }));
    await renderWizard('artwork');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'New release' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByTestId('page-title').textContent).toBe('New release: Artwork');
  });

  it('says "Edit release" for a release reopened after submission', async () => {
    stubApi(releaseFixture({ status: 'reopened', submittedAt: '2026-11-02T00:00:00.000Z' }));
    await renderWizard('tracks');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit release' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByTestId('page-title').textContent).toBe('Edit release: Tracks');
  });

  it("shows each track's artists, composer and lyrics", async () => {
    const track = trackFixture({
      title: 'Neon Tides',
      trackArtist: 'Nova & Ada',
      featuredArtists: ['Grace Hopper', 'Alan Turing'],
      composerName: 'Ada Lovelace',
      hasLyrics: true,
      lyrics: 'First line\n\nSecond line\nThird line',
    });
    const instrumental = trackFixture({ id: 't2', position: 2, title: 'Dub' });
    stubApi(releaseFixture({ wizardStep: 'review', tracks: [track, instrumental] }));
    await renderWizard('review');
    const tracks = await screen.findByRole('region', { name: 'Tracks' }, { timeout: 5000 });
    const [first, second] = within(tracks).getAllByRole('listitem');
    expect(first!.textContent).toContain('Track artist: Nova & Ada');
    expect(first!.textContent).toContain('Featuring: Grace Hopper, Alan Turing');
    expect(first!.textContent).toContain('Composer: Ada Lovelace');
    expect(first!.textContent).toContain('Lyrics: 3 lines');
    expect(second!.textContent).toContain('No lyrics');
    expect(second!.textContent).not.toContain('Featuring');
  });

  it('shows each track with its credits, and no plan text about codes', async () => {
    const track = trackFixture({
      title: 'Neon Tides',
      explicit: true,
      isrc: 'US-ABC-12-34567',
      performers: [{ name: 'Ada Lovelace', instrument: 'piano' }],
      contributors: [{ name: 'Ada Lovelace', role: 'composer', percentage: 100 }],
    });
    stubApi(releaseFixture({ wizardStep: 'review', tracks: [track] }));
    await renderWizard('review');
    const tracks = await screen.findByRole('region', { name: 'Tracks' }, { timeout: 5000 });
    expect(tracks.textContent).toContain('Neon Tides · Explicit · ISRC: US-ABC-12-34567');
    expect(tracks.textContent).toContain('Performers: Ada Lovelace (Piano)');
    expect(tracks.textContent).toContain('Contributors: Ada Lovelace (Composer, 100%)');
    const basics = screen.getByRole('region', { name: 'Basic info' });
    expect(basics.textContent).toContain('Assigned when you submit');
    expect(document.body.textContent).not.toContain('Custom codes are available on paid plans');
  });
});
