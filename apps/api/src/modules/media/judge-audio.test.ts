import { describe, expect, it } from 'vitest';
import { judgeAudio, type AnalyzedAudio } from './audio-qc.ts';

const track = (overrides: Partial<AnalyzedAudio> = {}): AnalyzedAudio => ({
  ok: true,
  format: 'wav',
  codec: 'pcm_s16le',
  sampleRate: 44100,
  bitDepth: 16,
  channels: 2,
  durationSeconds: 200,
  integratedLufs: -14,
  truePeakDbtp: -1,
  loudnessRange: 6,
  silences: [],
  clipping: { samples: 0, truePeakOver: false },
  lossySource: { detected: false, cutoffHz: null },
  waveform: [0.5],
  ...overrides,
});

const codes = (issues: { code: string }[]) => issues.map((i) => i.code);

describe('judgeAudio', () => {
  it('passes a clean track', () => {
    expect(judgeAudio(track())).toEqual({ rejections: [], warnings: [] });
  });

  it('rejects a track over 20 minutes, unless it is an intro or outro', () => {
    const long = track({ durationSeconds: 25 * 60 + 3 });
    expect(judgeAudio(long).rejections).toEqual([
      {
        code: 'audio_too_long',
        params: { duration: '25:03', max: 20 },
        advice: 'audio_too_long_advice',
      },
    ]);
    expect(judgeAudio(long, { introOrOutro: true }).rejections).toEqual([]);
  });

  it('keeps the 1- and 20-minute bounds themselves', () => {
    expect(judgeAudio(track({ durationSeconds: 60 })).rejections).toEqual([]);
    expect(judgeAudio(track({ durationSeconds: 1200 })).rejections).toEqual([]);
    expect(codes(judgeAudio(track({ durationSeconds: 59.9 })).rejections)).toEqual([
      'audio_too_short',
    ]);
  });

  it('rejects every mid-track silence', () => {
    const silences = [
      { start: 61.5, end: 75 },
      { start: 3700, end: 3712 },
    ];
    // An intro has no length limit, which isolates the silence rule.
    const verdict = judgeAudio(track({ silences, durationSeconds: 5000 }), { introOrOutro: true });
    expect(verdict.rejections).toMatchObject([
      { code: 'audio_silence', params: { start: '1:01', end: '1:15', max: 10 } },
      { code: 'audio_silence', params: { start: '1:01:40', end: '1:01:52', max: 10 } },
    ]);
  });

  it('warns about loudness far from streaming targets, with advice', () => {
    expect(judgeAudio(track({ integratedLufs: -23.44 })).warnings).toEqual([
      {
        code: 'loudness_too_low',
        params: { lufs: -23.4, target: -14 },
        advice: 'loudness_too_low_advice',
      },
    ]);
    expect(judgeAudio(track({ integratedLufs: -5.2 })).warnings).toEqual([
      {
        code: 'loudness_too_high',
        params: { lufs: -5.2, target: -14 },
        advice: 'loudness_too_high_advice',
      },
    ]);
    expect(judgeAudio(track({ integratedLufs: -20 })).warnings).toEqual([]);
    expect(judgeAudio(track({ integratedLufs: -7 })).warnings).toEqual([]);
  });

  it('warns about clipping from samples at full scale or from a true peak over 0 dBTP', () => {
    const overs = track({ truePeakDbtp: 0.83, clipping: { samples: 0, truePeakOver: true } });
    expect(judgeAudio(overs).warnings).toEqual([
      { code: 'clipping', params: { samples: 0, truePeak: 0.8 }, advice: 'clipping_advice' },
    ]);
    const flat = track({ truePeakDbtp: 0, clipping: { samples: 4200, truePeakOver: false } });
    expect(codes(judgeAudio(flat).warnings)).toEqual(['clipping']);
    const peak = track({ truePeakDbtp: -0.2, clipping: { samples: 2, truePeakOver: false } });
    expect(judgeAudio(peak).warnings).toEqual([]);
  });

  it('warns about a lossy source with its cut-off in kHz', () => {
    const lossy = track({ lossySource: { detected: true, cutoffHz: 16_600 } });
    expect(judgeAudio(lossy).warnings).toEqual([
      { code: 'lossy_source', params: { cutoff: 16.6 }, advice: 'lossy_source_advice' },
    ]);
  });

  it('rejects an unreadable file as damaged or as an unsupported format', () => {
    const expected = {
      unknown_format: 'audio_unsupported_format',
      unsupported_codec: 'audio_unsupported_format',
      undecodable: 'audio_damaged',
      truncated: 'audio_damaged',
    } as const;
    for (const [reason, code] of Object.entries(expected)) {
      expect(judgeAudio({ ok: false, reason: reason as keyof typeof expected })).toEqual({
        rejections: [{ code, advice: `${code}_advice` }],
        warnings: [],
      });
    }
  });
});
