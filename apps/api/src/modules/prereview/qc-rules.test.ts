import { describe, expect, it } from 'vitest';
import { qcFindings } from './qc-rules.ts';

describe('QC findings', () => {
  it('maps the upload QC report to findings with their reopening reasons', () => {
    const findings = qcFindings(2, {
      rejections: [{ code: 'audio_silence', params: { start: '1:00', end: '1:20', max: 10 } }],
      warnings: [
        { code: 'loudness_too_low', params: { lufs: -30, target: -14 } },
        { code: 'audio_too_short', params: { duration: '0:20', min: 1 } },
      ],
    });
    expect(findings.map((f) => [f.code, f.reason, f.severity])).toEqual([
      ['qc_silence', 'silence_mid_track', 'blocking'],
      ['qc_loudness', 'volume_level', 'warning'],
      ['qc_length', 'track_length', 'blocking'],
    ]);
    expect(findings[0]!.params).toMatchObject({ position: 2, start: '1:00' });
  });

  it('finds nothing in a clean report or none at all', () => {
    expect(qcFindings(1, { rejections: [], warnings: [] })).toEqual([]);
    expect(qcFindings(1, null)).toEqual([]);
  });
});
