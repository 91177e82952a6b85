// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { stubResizeObserver } from '../../../../test/resize-observer.ts';
import { releaseFixture } from '../../test/release-fixtures.ts';
import { DistributionStep } from './distribution-step.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The step inside the wizard's route, with a link out as the header's "Back to releases". */
async function renderStep() {
  stubResizeObserver();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(releaseFixture())),
  );
  const keep = vi.fn(async () => true);
  const saving = { save: vi.fn(async () => true), keep, pending: false, failure: null };
  const router = createMemoryRouter(
    [
      {
        path: '/distributions/:id/edit/:step',
        element: (
          <>
            <Link to="/distributions">Back to releases</Link>
            <DistributionStep
              release={releaseFixture({ wizardStep: 'distribution' })}
              saving={saving}
            />
          </>
        ),
      },
      { path: '/distributions', element: <p>Releases list</p> },
    ],
    { initialEntries: ['/distributions/r1/edit/distribution'] },
  );
  await renderWithProviders(<RouterProvider router={router} />);
  const date = await screen.findByLabelText(/Release date/, {}, { timeout: 5000 });
  return { keep, date };
}

const leave = () => fireEvent.click(screen.getByRole('link', { name: 'Back to releases' }));

describe('DistributionStep', () => {
  it('keeps a chosen date when the artist leaves the step without continuing', async () => {
    const { keep, date } = await renderStep();
    fireEvent.change(date, { target: { value: '2031-05-16' } });
    leave();
    expect(await screen.findByText('Releases list', {}, { timeout: 5000 })).toBeTruthy();
    expect(keep).toHaveBeenCalledWith(
      expect.objectContaining({ releaseDate: '2031-05-16', schedule: 'standard' }),
    );
  });

  it('asks before leaving a date that cannot be saved, and says why', async () => {
    const { keep, date } = await renderStep();
    fireEvent.change(date, { target: { value: new Date().toISOString().slice(0, 10) } });
    leave();
    expect(await screen.findByText('Leave with unsaved changes?')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('The release date is too soon');
    expect(keep).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Leave anyway' }));
    expect(await screen.findByText('Releases list')).toBeTruthy();
  });

  it('leaves at once when nothing was changed', async () => {
    const { keep } = await renderStep();
    leave();
    expect(await screen.findByText('Releases list')).toBeTruthy();
    expect(keep).not.toHaveBeenCalled();
  });
});
