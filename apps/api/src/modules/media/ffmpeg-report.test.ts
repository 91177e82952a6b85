import { describe, expect, it } from 'vitest';
import { createReportReader } from './ffmpeg-report.ts';

describe('createReportReader', () => {
  it("keeps the ebur128 summary's lines when another filter logs between them", () => {
    const reader = createReportReader(() => {});
    for (const line of [
      '[Parsed_ebur128_0 @ 0x1] Summary:',
      '',
      '  Integrated loudness:',
      '    I:         -23.0 LUFS',
      '[Parsed_astats_1 @ 0x2] Overall',
      '[Parsed_astats_1 @ 0x2] Peak level dB: -12.5',
      '  Loudness range:',
      '    LRA:         4.2 LU',
      '[silencedetect @ 0x3] silence_start: 1.5',
      '  True peak:',
      '    Peak:      -12.3 dBFS',
    ]) {
      reader.line(line);
    }
    expect(reader.report).toMatchObject({
      integratedLufs: -23,
      loudnessRange: 4.2,
      truePeakDbtp: -12.3,
      peakLevelDb: -12.5,
    });
  });
});
