import { and, asc, count, desc, eq, getTableColumns, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import { artistView } from '../artists/index.ts';
import type { ReleaseActivityKind } from '@soundpost/contracts/releases';
import type { Db } from '../../db/client.ts';
import { tracks } from './tracks.table.ts';
import type { PageCursor } from '../../lib/page-cursor.ts';
import {
  releaseActivity,
  releases,
  type NewReleaseRow,
  type ReleaseActivityRow,
  type ReleaseRow,
} from './releases.table.ts';

const artists = artistView();

export type ReleaseChanges = Partial<Omit<NewReleaseRow, 'id' | 'ownerId' | 'createdAt'>>;

export async function insertRelease(db: Db, values: NewReleaseRow): Promise<ReleaseRow> {
  const [row] = await db.insert(releases).values(values).returning();
  return row!;
}

export async function findReleaseById(db: Db, id: string): Promise<ReleaseRow | undefined> {
  const [row] = await db.select().from(releases).where(eq(releases.id, id)).limit(1);
  return row;
}

/** The release, locked until the transaction ends: saves, track changes and submission queue. */
export async function lockRelease(db: Db, id: string): Promise<ReleaseRow | undefined> {
  const [row] = await db.select().from(releases).where(eq(releases.id, id)).for('update');
  return row;
}

export async function updateRelease(db: Db, id: string, changes: ReleaseChanges) {
  const [row] = await db.update(releases).set(changes).where(eq(releases.id, id)).returning();
  return row;
}

/** Takes a custom UPC off the release; true when it had it. */
export async function clearCustomUpc(db: Db, id: string, upc: string, now: Date) {
  const rows = await db
    .update(releases)
    .set({ upc: null, upcIsCustom: false, updatedAt: now })
    .where(and(eq(releases.id, id), eq(releases.upc, upc), eq(releases.upcIsCustom, true)))
    .returning({ id: releases.id });
  return rows.length > 0;
}

/** Applies the changes only while the release still has `status` (a status transition). */
export async function updateReleaseInStatus(
  db: Db,
  id: string,
  status: ReleaseRow['status'],
  changes: ReleaseChanges,
) {
  const [row] = await db
    .update(releases)
    .set(changes)
    .where(and(eq(releases.id, id), eq(releases.status, status)))
    .returning();
  return row;
}

export async function deleteReleaseInStatus(db: Db, id: string, status: ReleaseRow['status']) {
  const rows = await db
    .delete(releases)
    .where(and(eq(releases.id, id), eq(releases.status, status)))
    .returning({ id: releases.id });
  return rows.length > 0;
}

export async function findArtistName(db: Db, artistId: string) {
  const [row] = await db
    .select({ id: artists.id, name: artists.name, ownerId: artists.ownerId })
    .from(artists)
    .where(eq(artists.id, artistId));
  return row;
}

export async function countReleases(db: Db, ownerId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(releases)
    .where(eq(releases.ownerId, ownerId));
  return row?.total ?? 0;
}

/** Releases of the owner first submitted in [from, to), other than `exceptId` if given. */
export async function countFirstSubmissions(
  db: Db,
  ownerId: string,
  from: Date,
  to: Date,
  exceptId?: string,
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(releases)
    .where(
      and(
        eq(releases.ownerId, ownerId),
        gte(releases.submittedAt, from),
        lt(releases.submittedAt, to),
        exceptId ? ne(releases.id, exceptId) : undefined,
      ),
    );
  return row?.total ?? 0;
}

/** Serializes the owner's submissions until the transaction ends (the monthly limit). */
export async function lockOwnerSubmissions(db: Db, ownerId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`submit:${ownerId}`}, 0))`);
}

const trackCount = sql<number>`(select count(*) from ${tracks} where ${tracks.releaseId} = ${releases.id})::int`;

/** A page of the owner's releases (drafts included) with artist name and track count. */
export async function listReleases(
  db: Db,
  ownerId: string,
  sort: 'newest' | 'oldest',
  cursor: PageCursor | undefined,
  limit: number,
) {
  const newest = sort === 'newest';
  const at = cursor?.createdAt.toISOString();
  const after = cursor
    ? newest
      ? sql`(${releases.createdAt}, ${releases.id}) < (${at}::timestamptz, ${cursor.id}::uuid)`
      : sql`(${releases.createdAt}, ${releases.id}) > (${at}::timestamptz, ${cursor.id}::uuid)`
    : undefined;
  const order = newest ? desc : asc;
  return db
    .select({ ...getTableColumns(releases), artistName: artists.name, trackCount })
    .from(releases)
    .leftJoin(artists, eq(artists.id, releases.artistId))
    .where(and(eq(releases.ownerId, ownerId), after))
    .orderBy(order(releases.createdAt), order(releases.id))
    .limit(limit + 1);
}

/** Statuses of a release that is on its way to the stores or out, not yet at its date. */
const onTheWay = ['submitted', 'in_review', 'approved', 'in_process', 'published'] as const;

/** The owner's releases on their way whose date is `today` or later, the soonest first. */
export async function listUpcomingReleases(db: Db, ownerId: string, today: string, limit: number) {
  return db
    .select({ ...getTableColumns(releases), artistName: artists.name, trackCount })
    .from(releases)
    .leftJoin(artists, eq(artists.id, releases.artistId))
    .where(
      and(
        eq(releases.ownerId, ownerId),
        inArray(releases.status, [...onTheWay]),
        gte(releases.releaseDate, today),
      ),
    )
    .orderBy(asc(releases.releaseDate), asc(releases.id))
    .limit(limit);
}

/** The latest events of the given kinds over all the owner's releases, newest first. */
export async function listOwnerActivity(
  db: Db,
  ownerId: string,
  kinds: ReleaseActivityKind[],
  limit: number,
) {
  return db
    .select({ ...getTableColumns(releaseActivity), releaseTitle: releases.title })
    .from(releaseActivity)
    .innerJoin(releases, eq(releases.id, releaseActivity.releaseId))
    .where(and(eq(releases.ownerId, ownerId), inArray(releaseActivity.kind, kinds)))
    .orderBy(desc(releaseActivity.at), desc(releaseActivity.id))
    .limit(limit);
}

export async function insertActivity(
  db: Db,
  values: {
    releaseId: string;
    kind: ReleaseActivityKind;
    actorId: string | null;
    data?: Record<string, unknown>;
    at: Date;
  },
): Promise<void> {
  await db.insert(releaseActivity).values({ ...values, data: values.data ?? {} });
}

/** When the release last had activity of this kind: a subquery for selects over `releases`. */
export const lastActivityAt = (kind: ReleaseActivityKind) =>
  sql<Date | string>`(select max(a.at) from ${releaseActivity} a
    where a.release_id = ${releases.id} and a.kind = ${kind})`;

/** The release's activity, newest first. */
export async function listActivity(db: Db, releaseId: string, limit = 100) {
  return db
    .select()
    .from(releaseActivity)
    .where(eq(releaseActivity.releaseId, releaseId))
    .orderBy(desc(releaseActivity.at), desc(releaseActivity.id))
    .limit(limit);
}

export async function latestActivity(
  db: Db,
  releaseId: string,
): Promise<ReleaseActivityRow | undefined> {
  const [row] = await listActivity(db, releaseId, 1);
  return row;
}

export async function updateActivity(
  db: Db,
  id: number,
  changes: Pick<ReleaseActivityRow, 'data' | 'at'>,
): Promise<void> {
  await db.update(releaseActivity).set(changes).where(eq(releaseActivity.id, id));
}

/**
 * Drafts and reopened releases whose release date is before `before` (YYYY-MM-DD) and that
 * never started delivery: the stores do not have them, so nothing is lost when they expire.
 */
export async function findExpirableReleases(db: Db, before: string, limit: number) {
  const a = releaseActivity;
  const delivered = sql`exists (select 1 from ${a} where ${a.releaseId} = ${releases.id} and (${a.kind} in ('processing_started', 'published', 'went_live') or (${a.kind} = 'reopened' and ${a.data}->>'from' in ('published', 'live'))))`;
  return db
    .select({ id: releases.id })
    .from(releases)
    .where(
      and(
        inArray(releases.status, ['draft', 'reopened']),
        lt(releases.releaseDate, before),
        sql`not ${delivered}`,
      ),
    )
    .orderBy(asc(releases.releaseDate), asc(releases.id))
    .limit(limit);
}
