// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { ReleaseChecks } from '@soundpost/contracts/prereview';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { ReleaseFindings } from './release-findings.tsx';
import { stubFetch } from '../../../test/stub-fetch.ts';

const checks: ReleaseChecks = {
  releaseId: 'r1',
  computedAt: '2026-11-20T10:00:00.000Z',
  passed: ['artist_name'],
  spotCheck: false,
  notRun: [],
  findings: [
    {
      code: 'title_all_caps',
      rule: 'title_style',
      severity: 'warning',
      params: { field: 'release', position: 0, title: 'NIGHT DRIVE' },
      reason: 'release_data_confirmation',
      fixableByArtist: true,
      step: 'tracks',
    },
    {
      code: 'audio_duplicate',
      rule: 'audio_duplicate',
      severity: 'blocking',
      params: { position: 1, similarity: 99, matchReleaseId: 'r0' },
      reason: 'song_use_licence_required',
      fixableByArtist: false,
      step: 'tracks',
    },
  ],
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ReleaseFindings', () => {
  it('lists blocking findings first with the translated message, fix, rule and reason', async () => {
    const fetch = vi.fn(async (_url: string | URL) => Response.json(checks));
    stubFetch(fetch);
    await renderWithProviders(<ReleaseFindings releaseId="r1" />, 'es');
    const items = await screen.findAllByRole('listitem');
    expect(String(fetch.mock.calls[0]![0])).toContain('/v1/admin/releases/r1/checks');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('La pista 1 coincide con audio de otra cuenta (99% similar).'),
      expect.stringContaining('"NIGHT DRIVE" está escrito en mayúsculas.'),
    ]);
    expect(items[0]!.textContent).toContain('Bloqueante');
    expect(items[0]!.textContent).toContain('Regla: Audio duplicado');
    expect(items[1]!.textContent).toContain('Aviso');
    expect(screen.getByText(/Superadas: Nombre de artista/)).toBeTruthy();
  });

  it('warns the reviewer of a check that did not run, with why, as a server problem', async () => {
    const notRun: ReleaseChecks = {
      ...checks,
      findings: [],
      passed: ['title_style'],
      notRun: [
        { rule: 'audio_duplicate', cause: 'program_failed', position: 2 },
        { rule: 'audio_duplicate', cause: 'program_missing', position: null },
      ],
    };
    stubFetch(async () => Response.json(notRun));
    await renderWithProviders(<ReleaseFindings releaseId="r1" />, 'pt');
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toContain('Aviso');
    expect(notice.textContent).toContain('Não verificado');
    expect(notice.textContent).toContain(
      'Áudio duplicado: não verificado na faixa 2. O programa de impressões acústicas falhou com o áudio dela.',
    );
    expect(notice.textContent).toContain(
      'Áudio duplicado: não verificado. O programa de impressões acústicas (fpcalc) não está instalado no servidor.',
    );
    expect(notice.textContent).toContain('não do artista');
    // Not "every check passed": one did not run.
    expect(screen.queryByText('Sem ocorrências: todas as verificações passaram.')).toBeNull();
  });
});
