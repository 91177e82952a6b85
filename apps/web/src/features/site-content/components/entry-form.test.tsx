// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { stubResizeObserver } from '../../../test/resize-observer.ts';
import { stubFetch } from '../../../test/stub-fetch.ts';
import { EntryForm } from './entry-form.tsx';

beforeEach(stubResizeObserver);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const tabs = { en: 'English', es: 'Español', pt: 'Português', tr: 'Türkçe' };

describe('EntryForm', () => {
  it('asks for every language before sending a new question, then sends all four', async () => {
    const api = stubFetch(
      vi.fn(async (_url: string, _init: { method: string; body: string | undefined }) =>
        Response.json({ id: 'f1', position: 0 }, { status: 201 }),
      ),
    );
    const done = vi.fn();
    await renderWithProviders(<EntryForm kind="faqs" entry={null} label="New" onDone={done} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    // one message in each language's tab
    expect(await screen.findAllByText('Question is required')).toHaveLength(4);
    expect(screen.getByRole('tab', { name: 'Español *' })).toBeTruthy();
    expect(api).not.toHaveBeenCalled();

    for (const [language, tab] of Object.entries(tabs)) {
      fireEvent.click(screen.getByRole('tab', { name: new RegExp(`^${tab}`) }));
      const panel = screen.getByRole('tabpanel');
      const [question, answer] = [...panel.querySelectorAll('input, textarea')];
      fireEvent.change(question!, { target: { value: `Q ${language}` } });
      fireEvent.change(answer!, { target: { value: `A ${language}` } });
    }
    fireEvent.click(screen.getByRole('checkbox', { name: 'Landing page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(done).toHaveBeenCalled());
    const [url, init] = api.mock.calls[0]!;
    expect(new URL(url).pathname).toBe('/v1/admin/site/faqs');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body!)).toEqual({
      question: { en: 'Q en', es: 'Q es', pt: 'Q pt', tr: 'Q tr' },
      answer: { en: 'A en', es: 'A es', pt: 'A pt', tr: 'A tr' },
      pages: ['free', 'monetization'],
    });
  });
});
