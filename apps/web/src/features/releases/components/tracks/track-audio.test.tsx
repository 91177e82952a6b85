// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { Upload } from '@soundpost/contracts/uploads';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { trackFixture } from '../../test/release-fixtures.ts';
import { TrackAudio } from './track-audio.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const uploadId = '0b0e4a52-5d2e-4c38-9a53-0c6a4b8f6a01';

function upload(extra: Partial<Upload>): Upload {
  return {
    id: uploadId,
    kind: 'audio',
    status: 'complete',
    filename: 'neon-tides-master.wav',
    size: 1000,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    ...extra,
  };
}

async function renderAudio(answer: Upload) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(answer)),
  );
  const track = trackFixture({
    audio: {
      uploadId,
      status: answer.status,
      durationSeconds: null,
      rejections: [],
      warnings: [],
    },
  });
  await renderWithProviders(<TrackAudio releaseId="r1" track={track} n={1} id="audio" />);
}

describe('TrackAudio', () => {
  it('calls a cut-short file damaged and offers another file, not the same bytes again', async () => {
    await renderAudio(upload({ status: 'failed', failure: { code: 'audio_damaged' } }));
    const alert = await screen.findByRole(
      'alert',
      { name: 'The file is damaged' },
      { timeout: 5000 },
    );
    expect(alert.textContent).toContain('File: neon-tides-master.wav');
    expect(alert.textContent).toContain('damaged or incomplete');
    expect(alert.textContent).toContain('Uploading the same file again will not help.');
    expect(screen.getByRole('button', { name: 'Choose another file (Track 1)' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('tells an unsupported format apart', async () => {
    await renderAudio(upload({ status: 'failed', failure: { code: 'audio_unsupported_format' } }));
    expect(
      await screen.findByRole('alert', { name: 'This format is not supported' }, { timeout: 5000 }),
    ).toBeTruthy();
  });

  it('names the uploaded file and plays it from the streaming address', async () => {
    await renderAudio(upload({ status: 'complete' }));
    expect(
      await screen.findByText('File: neon-tides-master.wav', {}, { timeout: 5000 }),
    ).toBeTruthy();
    const player = document.querySelector('audio');
    expect(player?.getAttribute('src')).toBe(`/v1/uploads/${uploadId}/audio`);
    expect(player?.getAttribute('aria-label')).toBe('Listen to neon-tides-master.wav');
  });
});
