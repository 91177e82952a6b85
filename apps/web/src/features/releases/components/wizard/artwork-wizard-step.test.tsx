// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { releaseFixture } from '../../test/release-fixtures.ts';
import { ArtworkWizardStep, type ArtworkStepComponent } from './artwork-wizard-step.tsx';

afterEach(cleanup);

/** Stands in for the artwork feature's picker: shows the step's message, sends on a click. */
const Picker: ArtworkStepComponent = ({ error, onAttempt }) => (
  <>
    {error ? <p role="alert">{error}</p> : null}
    <button type="button" onClick={onAttempt}>
      Send a file
    </button>
  </>
);

describe('ArtworkWizardStep', () => {
  it('drops "Please upload artwork" as soon as the artist sends a file', async () => {
    const saving = {
      save: async () => true,
      keep: async () => true,
      pending: false,
      failure: null,
    };
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <ArtworkWizardStep
            release={releaseFixture({ wizardStep: 'artwork' })}
            saving={saving}
            ArtworkStep={Picker}
          />
        ),
      },
    ]);
    await renderWithProviders(<RouterProvider router={router} />);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Save and continue' }, { timeout: 5000 }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Please upload artwork for your release.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send a file' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
