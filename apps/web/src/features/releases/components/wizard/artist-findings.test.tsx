// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ArtistChecks } from '@soundpost/contracts/prereview';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { ArtistFindings } from './artist-findings.tsx';
import { stubFetch } from '../../../../test/stub-fetch.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderFindings = () =>
  renderWithProviders(
    <RouterProvider
      router={createMemoryRouter([{ path: '/', element: <ArtistFindings releaseId="r1" /> }])}
    />,
  );

describe('ArtistFindings', () => {
  it('lists what to fix with a link to the step', async () => {
    const checks: ArtistChecks = {
      releaseId: 'r1',
      findings: [
        {
          code: 'generic_artist_name',
          rule: 'artist_name',
          severity: 'blocking',
          params: { name: 'Workout', position: 0 },
          reason: 'invalid_artist_name',
          fixableByArtist: true,
          step: 'basic-info',
        },
      ],
    };
    const fetch = vi.fn(async (_url: string | URL) => Response.json(checks));
    stubFetch(fetch);
    await renderFindings();
    expect(await screen.findByText(/"Workout" is a generic name/)).toBeTruthy();
    expect(String(fetch.mock.calls[0]![0])).toContain('/v1/releases/r1/checks');
    const link = screen.getByRole('link', { name: 'Fix in Basic info' });
    expect(link.getAttribute('href')).toContain('basic-info');
  });

  it('shows nothing when there is nothing to fix', async () => {
    const fetch = vi.fn(async () => Response.json({ releaseId: 'r1', findings: [] }));
    stubFetch(fetch);
    await renderFindings();
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Before you submit')).toBeNull();
  });
});
