import { readFile } from 'node:fs/promises';
import {
  checkRules,
  type CheckRule,
  type Finding,
  type NotRunCheck,
} from '@soundpost/contracts/prereview';
import type { AppContext } from '../../lib/context.ts';
import { findArtistById } from '../artists/index.ts';
import { listReleaseTracks, type ReleaseRow, type TrackRow } from '../releases/index.ts';
import { findUploadsByOwner, storageKeys, type UploadRow } from '../uploads/index.ts';
import { dhash, mostlyTextShare, textShare } from './artwork-hash.ts';
import { duplicateAudioCheck } from './duplicate-audio.ts';
import { finding } from './finding-catalog.ts';
import * as repo from './prereview.repository.ts';
import { qcFindings } from './qc-rules.ts';
import { textFindings } from './text-rules.ts';

/**
 * `artist`: what the artist may see while editing (metadata, QC, ISRCs, text on the cover).
 * `full`: everything, with the comparisons against other accounts' covers and audio.
 */
export type CheckScope = 'artist' | 'full';

/**
 * Runs every check of the scope on a release and returns its findings, the rules passed and the
 * checks that could not run.
 */
export async function computeChecks(ctx: AppContext, release: ReleaseRow, scope: CheckScope) {
  const trackRows = await listReleaseTracks(ctx.db, release.id);
  const artist = release.artistId ? await findArtistById(ctx.db, release.artistId) : undefined;
  const uploadRows = await findUploadsByOwner(ctx.db, release.ownerId, [
    ...(release.artworkUploadId ? [release.artworkUploadId] : []),
    ...trackRows.flatMap((t) => (t.audioUploadId ? [t.audioUploadId] : [])),
  ]);
  const uploads = new Map(uploadRows.map((u) => [u.id, u]));
  const audioOf = (t: TrackRow) => (t.audioUploadId ? uploads.get(t.audioUploadId) : undefined);

  const findings: Finding[] = [
    ...textFindings({
      title: release.title,
      releaseType: release.releaseType,
      artistName: artist?.name ?? null,
      tracks: trackRows,
    }),
    ...trackRows.flatMap((t) => qcFindings(t.position, audioOf(t)?.verdict)),
    ...(await isrcFindings(ctx, release, trackRows)),
  ];
  const artwork = release.artworkUploadId ? uploads.get(release.artworkUploadId) : undefined;
  if (artwork?.status === 'complete')
    findings.push(...(await artworkFindings(ctx, artwork, scope)));
  const notRun: NotRunCheck[] = [];
  if (scope === 'full') {
    const audio = await duplicateAudioCheck(
      ctx,
      trackRows.flatMap((t) => {
        const upload = audioOf(t);
        return upload?.status === 'complete' ? [{ position: t.position, audio: upload }] : [];
      }),
    );
    findings.push(...audio.findings);
    notRun.push(...audio.notRun);
  }
  const passed: CheckRule[] = checkRules.filter(
    (rule) => !findings.some((f) => f.rule === rule) && !notRun.some((n) => n.rule === rule),
  );
  return { findings, passed, notRun };
}

async function isrcFindings(ctx: AppContext, release: ReleaseRow, trackRows: TrackRow[]) {
  const isrcs = trackRows.flatMap((t) => (t.isrc ? [t.isrc] : []));
  const usedElsewhere = new Set(
    (await repo.findIsrcUses(ctx.db, isrcs, release.id)).map((u) => u.isrc),
  );
  return trackRows
    .filter(
      (t) =>
        t.isrc &&
        (usedElsewhere.has(t.isrc) || isrcs.indexOf(t.isrc) !== isrcs.lastIndexOf(t.isrc)),
    )
    .map((t) => finding('isrc_reused', { position: t.position, isrc: t.isrc! }));
}

/** The cover's hash and text share, computed once per upload from its delivery JPEG. */
async function artworkMeasures(ctx: AppContext, artwork: UploadRow) {
  const stored = await repo.findArtworkHash(ctx.db, artwork.id);
  if (stored) return stored;
  const key = artwork.deliveryKey ?? storageKeys.delivery(artwork.id);
  // Gone from storage (an operator's clean-up): nothing to measure, the reviewer sees the rest.
  if (!(await ctx.storage.exists(key))) return null;
  const image = await ctx.storage.withLocalFile(key, (path) => readFile(path));
  const measured = { dhash: await dhash(image), textShare: await textShare(image) };
  await repo.saveArtworkHash(
    ctx.db,
    { uploadId: artwork.id, ownerId: artwork.ownerId, ...measured },
    ctx.clock.now(),
  );
  return measured;
}

async function artworkFindings(ctx: AppContext, artwork: UploadRow, scope: CheckScope) {
  const measures = await artworkMeasures(ctx, artwork);
  const found: Finding[] = [];
  if (!measures) return found;
  if (measures.textShare >= mostlyTextShare) {
    found.push(finding('artwork_mostly_text', { percent: Math.round(measures.textShare * 100) }));
  }
  if (scope === 'full') {
    const [copy] = await repo.findArtworkCopies(ctx.db, measures.dhash, artwork.ownerId);
    if (copy) {
      found.push(
        finding('artwork_copy', { distance: copy.distance, matchReleaseId: copy.releaseId ?? '' }),
      );
    }
  }
  return found;
}
