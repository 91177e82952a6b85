import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { CheckRule, Finding, NotRunCheck } from '@soundpost/contracts/prereview';
import type { Db } from '../../db/client.ts';
import { lastActivityAt, sweepBatch, releaseView, trackView } from '../releases/index.ts';
import { copyMaxDistance } from './artwork-hash.ts';
import { minSharedKeys } from './audio-fingerprint.ts';
import {
  artworkHashes,
  audioFingerprintKeys,
  audioFingerprints,
  releaseChecks,
} from './prereview.table.ts';

const releases = releaseView();
const tracks = trackView();

/** Stores a release's checks, replacing earlier ones (and their auto-approval decision). */
export async function saveChecks(
  db: Db,
  releaseId: string,
  result: { findings: Finding[]; passed: CheckRule[]; notRun: NotRunCheck[] },
  now: Date,
) {
  const values = { ...result, computedAt: now, autoDecision: null };
  await db
    .insert(releaseChecks)
    .values({ releaseId, ...values })
    .onConflictDoUpdate({ target: releaseChecks.releaseId, set: values });
}

/**
 * Releases submitted before `before` and still waiting for review whose checks were not
 * stored since that submission: their pre-review was lost (or keeps failing).
 */
export function findSubmittedWithoutChecks(db: Db, before: Date) {
  const submittedAt = lastActivityAt('submitted');
  return db
    .select({ id: releases.id })
    .from(releases)
    .leftJoin(releaseChecks, eq(releaseChecks.releaseId, releases.id))
    .where(
      and(
        eq(releases.status, 'submitted'),
        sql`${submittedAt} <= ${before}`,
        sql`(${releaseChecks.computedAt} is null or ${releaseChecks.computedAt} < ${submittedAt})`,
      ),
    )
    .orderBy(asc(releases.id))
    .limit(sweepBatch);
}

export async function findChecks(db: Db, releaseId: string) {
  const [row] = await db.select().from(releaseChecks).where(eq(releaseChecks.releaseId, releaseId));
  return row;
}

export async function findFingerprint(db: Db, uploadId: string) {
  const [row] = await db
    .select()
    .from(audioFingerprints)
    .where(eq(audioFingerprints.uploadId, uploadId));
  return row?.fingerprint;
}

/** Stores an upload's fingerprint with its index keys (once; a second run finds it stored). */
export async function saveFingerprint(
  db: Db,
  row: { uploadId: string; ownerId: string; fingerprint: number[]; keys: number[] },
  now: Date,
) {
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(audioFingerprints)
      .values({ ...row, computedAt: now })
      .onConflictDoNothing()
      .returning({ uploadId: audioFingerprints.uploadId });
    if (inserted.length === 0) return;
    // Keys are signed in the column: the top 20 bits of a 32-bit value always fit.
    const keyRows = row.keys.map((key) => ({ key, uploadId: row.uploadId, ownerId: row.ownerId }));
    for (let i = 0; i < keyRows.length; i += 1000) {
      await tx.insert(audioFingerprintKeys).values(keyRows.slice(i, i + 1000));
    }
  });
}

/**
 * Other accounts' uploads sharing at least `minSharedKeys` index keys with these, most shared
 * first, with their fingerprints and a release that uses each.
 */
export async function findFingerprintCandidates(db: Db, keys: number[], ownerId: string) {
  if (keys.length === 0) return [];
  const shared = db
    .select({ uploadId: audioFingerprintKeys.uploadId, shared: sql<number>`count(*)`.as('shared') })
    .from(audioFingerprintKeys)
    .where(and(inArray(audioFingerprintKeys.key, keys), ne(audioFingerprintKeys.ownerId, ownerId)))
    .groupBy(audioFingerprintKeys.uploadId)
    .having(sql`count(*) >= ${minSharedKeys}`)
    .orderBy(sql`count(*) desc`)
    .limit(20)
    .as('shared');
  return db
    .select({
      uploadId: shared.uploadId,
      fingerprint: audioFingerprints.fingerprint,
      releaseId: sql<string | null>`(select ${tracks.releaseId} from ${tracks}
        where ${tracks.audioUploadId} = ${shared.uploadId} limit 1)`,
    })
    .from(shared)
    .innerJoin(audioFingerprints, eq(audioFingerprints.uploadId, shared.uploadId));
}

export async function findArtworkHash(db: Db, uploadId: string) {
  const [row] = await db.select().from(artworkHashes).where(eq(artworkHashes.uploadId, uploadId));
  return row;
}

export async function saveArtworkHash(
  db: Db,
  row: { uploadId: string; ownerId: string; dhash: bigint; textShare: number },
  now: Date,
) {
  await db
    .insert(artworkHashes)
    .values({ ...row, computedAt: now })
    .onConflictDoNothing();
}

/**
 * Other accounts' artwork within `copyMaxDistance` bits of this hash. A scan of 8-byte values
 * with bit_count in the database (PostgreSQL 14+): millions of covers take well under a second.
 */
export async function findArtworkCopies(db: Db, hash: bigint, ownerId: string) {
  const distance = sql<number>`bit_count((${artworkHashes.dhash} # ${hash})::bit(64))::int`;
  return db
    .select({
      uploadId: artworkHashes.uploadId,
      distance,
      releaseId: sql<string | null>`(select r.id from ${releaseView('r')}
        where r.artwork_upload_id = ${artworkHashes.uploadId} limit 1)`,
    })
    .from(artworkHashes)
    .where(and(ne(artworkHashes.ownerId, ownerId), sql`${distance} <= ${copyMaxDistance}`))
    .orderBy(distance)
    .limit(5);
}

/** Tracks of other releases that carry one of these ISRCs. */
export function findIsrcUses(db: Db, isrcs: string[], releaseId: string) {
  if (isrcs.length === 0) return Promise.resolve([]);
  return db
    .select({ isrc: tracks.isrc, releaseId: tracks.releaseId })
    .from(tracks)
    .where(and(inArray(tracks.isrc, isrcs), ne(tracks.releaseId, releaseId)));
}
