// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { stubResizeObserver } from '../../../../test/resize-observer.ts';
import { releaseFixture, trackFixture } from '../../test/release-fixtures.ts';
import { TracksStep } from './tracks-step.tsx';
import { stubFetch } from '../../../../test/stub-fetch.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Answer = { status: number; body: unknown };

/** Stubs the API: every track PATCH is recorded and answered by `answer`. */
function stubApi(answer: (body: Record<string, unknown>) => Answer = () => ok()) {
  const patches: Record<string, unknown>[] = [];
  stubFetch(
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'PATCH' && String(url).includes('/tracks/')) {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        patches.push(body);
        const { status, body: payload } = answer(body);
        return Response.json(payload, { status });
      }
      return Response.json(releaseFixture());
    }),
  );
  return patches;
}
const ok = (): Answer => ({ status: 200, body: trackFixture() });

const save = vi.fn();
async function renderStep() {
  save.mockReset();
  stubResizeObserver();
  const saving = { save, keep: vi.fn(async () => true), pending: false, failure: null };
  const router = createMemoryRouter(
    [
      {
        path: '/distributions/:id/edit/:step',
        element: (
          <>
            <Link to="/distributions">Back to releases</Link>
            <TracksStep release={releaseFixture()} saving={saving} />
          </>
        ),
      },
      { path: '/distributions', element: <p>Releases list</p> },
    ],
    { initialEntries: ['/distributions/r1/edit/tracks'] },
  );
  await renderWithProviders(<RouterProvider router={router} />);
  await screen.findByRole('textbox', { name: /Track title/ }, { timeout: 5000 });
}

const titleInput = () => screen.getByRole('textbox', { name: /Track title/ });
const type = (value: string) => fireEvent.change(titleInput(), { target: { value } });

describe('TracksStep', () => {
  it('saves what the artist types after a pause, and says so', async () => {
    const patches = stubApi();
    await renderStep();
    type('Neon Tides');
    expect(await screen.findByText('Unsaved changes')).toBeTruthy();
    await waitFor(() => expect(patches).toHaveLength(1), { timeout: 3000 });
    expect(patches[0]).toMatchObject({ title: 'Neon Tides' });
    expect(await screen.findByText('Track saved', {}, { timeout: 3000 })).toBeTruthy();
  });

  it('saves before an in-app link leaves the step', async () => {
    const patches = stubApi();
    await renderStep();
    type('Half typed');
    fireEvent.click(screen.getByRole('link', { name: 'Back to releases' }));
    expect(await screen.findByText('Releases list', {}, { timeout: 5000 })).toBeTruthy();
    expect(patches[0]).toMatchObject({ title: 'Half typed' });
  });

  it('shows a banned word at the title, naming it, and saves the rest of the track', async () => {
    const patches = stubApi((body) =>
      typeof body.title === 'string' && body.title.includes('Official')
        ? {
            status: 422,
            body: {
              code: 'banned_words',
              message: 'The release or some song titles contain banned words',
              fields: { title: 'banned_words' },
              params: { words: 'official audio' },
            },
          }
        : ok(),
    );
    await renderStep();
    type('Neon Tides (Official Audio)');
    const message = '“official audio” is not allowed in titles. Remove it to continue.';
    expect(await screen.findByText(message, {}, { timeout: 3000 })).toBeTruthy();
    expect(titleInput().getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(patches).toHaveLength(2));
    expect(patches[1]).not.toHaveProperty('title');
    expect(patches[1]).toHaveProperty('performers');
  });

  it('names each missing field in the summary, outlines it, and drops it once fixed', async () => {
    stubApi();
    await renderStep();
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    const summary = await screen.findByRole('alert', { name: /things to fix/ }, { timeout: 5000 });
    expect(summary.textContent).toContain('Track 1: Track title is required');
    expect(summary.textContent).toContain('Track 1: Language is required');
    expect(summary.textContent).not.toContain('Please check the highlighted fields');
    expect(titleInput().getAttribute('aria-invalid')).toBe('true');
    type('Neon Tides');
    await waitFor(() =>
      expect(screen.getByRole('alert', { name: /things to fix/ }).textContent).not.toContain(
        'Track title',
      ),
    );
    expect(titleInput().getAttribute('aria-invalid')).not.toBe('true');
    expect(save).not.toHaveBeenCalled();
  });
});
