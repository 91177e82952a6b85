// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formDefinitions } from '@soundpost/contracts/forms';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { stubResizeObserver } from '../../../test/resize-observer.ts';
import { FormRenderer } from './form-renderer.tsx';
import type { FormSources } from './form-sources.ts';

beforeEach(stubResizeObserver);
afterEach(cleanup);

const sources = (): FormSources => ({
  releases: [{ id: 'r1', title: 'Out There', artist: 'Nova' }],
  artists: [{ id: 'a1', name: 'Nova' }],
  loadRelease: vi.fn(async () => ({ title: 'Out There', upc: '123456789012' })),
  loadTracks: vi.fn(async () => [{ id: 't1', title: 'First Light' }]),
  upload: vi.fn(async (file: File) => ({
    id: '6f1c1a43-7d39-4c35-9f8b-1c1f2f3e4d5a',
    filename: file.name,
    format: 'pdf' as const,
    size: file.size,
    url: '/v1/forms/attachments/6f1c1a43-7d39-4c35-9f8b-1c1f2f3e4d5a',
  })),
});

async function choose(name: RegExp, option: string) {
  const box = screen.getByRole('combobox', { name });
  fireEvent.click(box);
  const list = await waitFor(() => document.getElementById(box.getAttribute('aria-controls')!)!);
  fireEvent.click(within(list).getByRole('option', { name: option, hidden: true }));
}

describe('the form renderer', () => {
  it('draws a form from its definition, fills in from the release and checks as the API does', async () => {
    const onSubmit = vi.fn(async () => ({}));
    const given = sources();
    await renderWithProviders(
      <FormRenderer
        form={formDefinitions['metadata-change']}
        sources={given}
        submitting={false}
        onSubmit={onSubmit}
      />,
    );
    const send = await screen.findByRole('button', { name: 'Send request' });
    fireEvent.click(send);
    expect(await screen.findByText('Release is required')).toBeTruthy();
    expect(screen.getByText('What to change is required')).toBeTruthy();
    expect(screen.getByText('Why the change is required')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /^Track/ }).hasAttribute('disabled')).toBe(true);

    await choose(/^Release/, 'Out There · Nova');
    await waitFor(() =>
      expect((screen.getByLabelText('UPC') as HTMLInputElement).value).toBe('123456789012'),
    );
    expect((screen.getByLabelText('Current title') as HTMLInputElement).value).toBe('Out There');
    await choose(/^What to change/, 'Track title');
    fireEvent.change(screen.getByLabelText(/^New value/), {
      target: { value: 'First Light (Live)' },
    });
    fireEvent.change(screen.getByLabelText(/^Why the change/), {
      target: { value: 'The live version was sent under the studio title.' },
    });
    fireEvent.click(send);
    // A track title names its track: required once that change is chosen.
    expect(await screen.findByText('Track is required')).toBeTruthy();
    await choose(/^Track/, 'First Light');
    expect(given.loadTracks).toHaveBeenCalledWith('r1');

    const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
    const file = new File(['%PDF-1.4'], 'label-letter.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [file] } });
    expect(await screen.findByText('label-letter.pdf')).toBeTruthy();

    fireEvent.click(send);
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]).toEqual([
      {
        answers: {
          release: 'r1',
          upc: '',
          currentTitle: '',
          change: 'trackTitle',
          track: 't1',
          newValue: 'First Light (Live)',
          reason: 'The live version was sent under the studio title.',
          evidence: ['6f1c1a43-7d39-4c35-9f8b-1c1f2f3e4d5a'],
        },
      },
    ]);
  });

  it('speaks the user’s language, Turkish in the formal address', async () => {
    await renderWithProviders(
      <FormRenderer
        form={formDefinitions['social-whitelist']}
        sources={sources()}
        submitting={false}
        onSubmit={vi.fn(async () => ({}))}
      />,
      'tr',
    );
    fireEvent.change(await screen.findByLabelText(/^Kanalınızın/), {
      target: { value: 'http://youtube.com/@me' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Talebi gönderin' }));
    expect(
      await screen.findByText(
        'Kanalınızın veya sayfanızın bağlantısı https:// ile başlayan güvenli bir web adresi olmalı',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Ağ zorunludur')).toBeTruthy();
  });
});
