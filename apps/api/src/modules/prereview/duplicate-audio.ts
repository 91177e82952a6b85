import type { Finding, NotRunCheck } from '@soundpost/contracts/prereview';
import type { AppContext } from '../../lib/context.ts';
import { storageKeys, type UploadRow } from '../uploads/index.ts';
import {
  bitErrorRate,
  computeFingerprint,
  duplicateMaxBer,
  fingerprintKeys,
  type FingerprintRun,
} from './audio-fingerprint.ts';
import { finding } from './finding-catalog.ts';
import * as repo from './prereview.repository.ts';

/**
 * The upload's fingerprint: stored, or computed with fpcalc now and stored with its keys. Null
 * when its file is gone from storage (an operator's clean-up: nothing to fingerprint).
 */
async function fingerprintOf(ctx: AppContext, audio: UploadRow): Promise<FingerprintRun | null> {
  const stored = await repo.findFingerprint(ctx.db, audio.id);
  if (stored) return { ok: true, fingerprint: stored };
  const key = audio.originalKey ?? storageKeys.original('audio', audio.id);
  if (!(await ctx.storage.exists(key))) return null;
  const run = await ctx.storage.withLocalFile(key, (path) =>
    computeFingerprint(ctx.config.fpcalcPath, path),
  );
  if (!run.ok) return run;
  const row = {
    uploadId: audio.id,
    ownerId: audio.ownerId,
    fingerprint: run.fingerprint,
    keys: fingerprintKeys(run.fingerprint),
  };
  await repo.saveFingerprint(ctx.db, row, ctx.clock.now());
  return run;
}

/** The first of another account's uploads this fingerprint matches, as a finding. */
async function findDuplicate(
  ctx: AppContext,
  audio: UploadRow,
  fingerprint: number[],
  position: number,
): Promise<Finding | undefined> {
  const candidates = await repo.findFingerprintCandidates(
    ctx.db,
    fingerprintKeys(fingerprint),
    audio.ownerId,
  );
  for (const candidate of candidates) {
    const ber = bitErrorRate(fingerprint, candidate.fingerprint);
    if (ber <= duplicateMaxBer) {
      return finding('audio_duplicate', {
        position,
        similarity: Math.round((1 - ber) * 100),
        matchReleaseId: candidate.releaseId ?? '',
      });
    }
  }
  return undefined;
}

/**
 * The duplicate-audio check over a release's tracks: a finding for each track that matches
 * another account's audio. A track fpcalc could not fingerprint is recorded as not run, with
 * why, rather than passing unseen: failed on a track, that track (the others are still
 * checked); the program missing, the whole check (no other track would fare better).
 */
export async function duplicateAudioCheck(
  ctx: AppContext,
  tracks: { position: number; audio: UploadRow }[],
) {
  const findings: Finding[] = [];
  const notRun: NotRunCheck[] = [];
  for (const { position, audio } of tracks) {
    const run = await fingerprintOf(ctx, audio);
    if (!run) continue;
    if (run.ok) {
      const duplicate = await findDuplicate(ctx, audio, run.fingerprint, position);
      if (duplicate) findings.push(duplicate);
      continue;
    }
    ctx.log.warn(
      { uploadId: audio.id, cause: run.cause, detail: run.detail },
      'duplicate-audio check not run: fpcalc (FPCALC_PATH) could not fingerprint a track',
    );
    const missing = run.cause === 'program_missing';
    notRun.push({ rule: 'audio_duplicate', cause: run.cause, position: missing ? null : position });
    if (missing) break;
  }
  return { findings, notRun };
}
