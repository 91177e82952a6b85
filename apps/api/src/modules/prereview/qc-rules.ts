import type { Finding, FindingCode } from '@soundpost/contracts/prereview';
import type { AudioIssue, AudioVerdict } from '../media/index.ts';
import { finding } from './finding-catalog.ts';

/** The uploads module's QC codes and the pre-review finding each becomes. */
const qcCodes: Record<AudioIssue['code'], FindingCode> = {
  audio_unsupported_format: 'qc_unreadable',
  audio_damaged: 'qc_unreadable',
  audio_too_short: 'qc_length',
  audio_too_long: 'qc_length',
  audio_silence: 'qc_silence',
  loudness_too_low: 'qc_loudness',
  loudness_too_high: 'qc_loudness',
  clipping: 'qc_clipping',
  lossy_source: 'qc_lossy_source',
};

/**
 * A track's stored QC report as findings, its rejections and warnings alike: a warning the
 * upload let through (loudness, clipping, a lossy source) is still something a reviewer
 * weighs, and it keeps the release from being approved without a person.
 */
export function qcFindings(position: number, verdict: AudioVerdict | null | undefined): Finding[] {
  if (!verdict) return [];
  return [...verdict.rejections, ...verdict.warnings].map((issue) =>
    finding(qcCodes[issue.code], { position, issue: issue.code, ...issue.params }),
  );
}
