// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ApiError } from '../../../../lib/api-error.ts';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { stubResizeObserver } from '../../../../test/resize-observer.ts';
import type { SaveFailure } from '../../hooks/use-save-step.ts';
import { releaseFixture } from '../../test/release-fixtures.ts';
import { BasicInfoStep } from './basic-info-step.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The step as the wizard runs it, with a save the server refuses for a banned word. */
function Refused() {
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const error = new ApiError({
    status: 422,
    code: 'banned_words',
    message: 'The release or some song titles contain banned words',
    fields: { title: 'banned_words' },
    params: { words: 'official audio' },
  });
  return (
    <BasicInfoStep
      release={releaseFixture({ title: 'Neon Tides (Official Audio)' })}
      pending={false}
      failure={failure}
      onSave={() =>
        setFailure({ message: 'There was an error saving your draft.', detail: null, error })
      }
      onKeep={async () => false}
      ArtistPicker={() => null}
    />
  );
}

describe('BasicInfoStep', () => {
  it('names the banned word at the title and in the summary, until the title changes', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ items: [{ id: 'a1', name: 'Nova' }], nextCursor: null })),
    );
    stubResizeObserver();
    const router = createMemoryRouter([{ path: '/', element: <Refused /> }]);
    await renderWithProviders(<RouterProvider router={router} />);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Save and continue' }, { timeout: 5000 }),
    );
    const text = '“official audio” is not allowed in titles. Remove it to continue.';
    const title = screen.getByRole('textbox', { name: /Release title/ });
    expect(await screen.findByText(text)).toBeTruthy();
    expect(title.getAttribute('aria-invalid')).toBe('true');
    const summary = { name: 'There was an error saving your draft.' };
    expect(screen.getByRole('alert', summary).textContent).toContain(`Release title: ${text}`);
    fireEvent.change(title, { target: { value: 'Neon Tides' } });
    expect(screen.queryByText(text)).toBeNull();
    expect(screen.queryByRole('alert', summary)).toBeNull();
  });
});
