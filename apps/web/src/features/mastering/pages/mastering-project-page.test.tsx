// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { MasteringProject } from '@soundpost/contracts/mastering';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { stubResizeObserver } from '../../../test/resize-observer.ts';
import { stubFetch } from '../../../test/stub-fetch.ts';
import { MasteringProjectPage } from './mastering-project-page.tsx';

beforeEach(stubResizeObserver);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const id = '0b7a3c1e-5d2f-4e8a-9c11-3f4b5a6d7e80';
const figures = (lufs: number, peak: number) => ({
  integratedLufs: lufs,
  truePeakDbtp: peak,
  loudnessRange: 6.2,
  bands: [-4, 2, 3, 1, 0, 0, -1, -6, -12, -20],
  tiltDbPerOctave: -3.1,
  correlation: 0.61,
});
const project: MasteringProject = {
  id,
  name: 'Night Drive',
  filename: 'night-drive.wav',
  preset: 'warm',
  loopStartSeconds: 65,
  durationSeconds: 214,
  hasReference: false,
  stage: 'master',
  status: 'success',
  progress: 100,
  failure: null,
  report: {
    before: figures(-21.4, -6.3),
    after: figures(-14, -1.2),
    target: {
      integratedLufs: -14,
      maxTruePeakDbtp: -1,
      bands: Array(10).fill(0),
      tiltDbPerOctave: -3.6,
    },
  },
  preview: {
    masteredUrl: `/v1/mastering/projects/${id}/files/preview-mastered.mp3`,
    originalUrl: `/v1/mastering/projects/${id}/files/preview-original.mp3`,
    masteredGainDb: -6,
    originalGainDb: 0,
  },
  downloads: {
    wav24Url: `/v1/mastering/projects/${id}/files/master-24.wav`,
    wav16Url: `/v1/mastering/projects/${id}/files/master-16.wav`,
    mp3Url: `/v1/mastering/projects/${id}/files/master.mp3`,
  },
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:05:00.000Z',
};

function renderPage(language = 'en') {
  stubFetch(
    vi.fn(async (url: string) =>
      url.includes('/v1/releases')
        ? Response.json({ items: [], nextCursor: null, total: 0 })
        : Response.json(project),
    ),
  );
  return renderWithProviders(
    <MemoryRouter initialEntries={[`/tools/mastering/${id}`]}>
      <Routes>
        <Route path="/tools/mastering/:id" element={<MasteringProjectPage />} />
      </Routes>
    </MemoryRouter>,
    language,
  );
}

describe('MasteringProjectPage', () => {
  it('plays both versions at matched loudness and shows the figures and downloads', async () => {
    const { container } = await renderPage();
    expect(await screen.findByRole('heading', { name: 'Night Drive' })).toBeTruthy();
    const [before, after] = [...container.querySelectorAll('audio')];
    // The master is 6 dB louder than the raised original: it is played 6 dB down.
    expect(after!.volume).toBeCloseTo(0.501, 2);
    expect(before!.volume).toBe(1);
    after!.currentTime = 12;
    fireEvent.click(screen.getByRole('radio', { name: 'Before' }));
    expect(before!.currentTime).toBe(12);

    const loudness = screen.getByRole('row', { name: /Integrated loudness/ });
    expect(loudness.textContent).toContain('-21.4 LUFS');
    expect(loudness.textContent).toContain('-14.0 LUFS');
    expect(screen.getByRole('row', { name: /True peak/ }).textContent).toContain('≤ -1.0 dBTP');
    const wav = screen.getByRole('link', { name: 'WAV 24-bit' });
    expect(wav.getAttribute('href')).toContain('/files/master-24.wav');
    expect(await screen.findByText('You have no draft release with a track.')).toBeTruthy();
  });

  it('speaks the user language', async () => {
    await renderPage('tr');
    expect(await screen.findByRole('heading', { name: 'Önizleme' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'WAV 24 bit' })).toBeTruthy();
  });
});
