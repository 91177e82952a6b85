import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { releases, type ReleaseRow } from './releases.table.ts';

/** Per owner: every release and the live ones (owners without releases are absent). */
export async function countByOwner(db: Db, ownerIds: string[]) {
  return db
    .select({
      ownerId: releases.ownerId,
      total: count(),
      live: sql<number>`(count(*) filter (where ${releases.status} = 'live'))::int`,
    })
    .from(releases)
    .where(inArray(releases.ownerId, ownerIds))
    .groupBy(releases.ownerId);
}

/** The owner's `limit` newest releases. */
export async function newestOfOwner(db: Db, ownerId: string, limit: number) {
  return db
    .select({
      id: releases.id,
      title: releases.title,
      status: releases.status,
      releaseType: releases.releaseType,
      referenceId: releases.referenceId,
      releaseDate: releases.releaseDate,
      submittedAt: releases.submittedAt,
      createdAt: releases.createdAt,
    })
    .from(releases)
    .where(eq(releases.ownerId, ownerId))
    .orderBy(desc(releases.createdAt), desc(releases.id))
    .limit(limit);
}

/** Whether the owner has a release in one of `statuses`. */
export async function hasReleaseIn(db: Db, ownerId: string, statuses: ReleaseRow['status'][]) {
  const [row] = await db
    .select({ id: releases.id })
    .from(releases)
    .where(and(eq(releases.ownerId, ownerId), inArray(releases.status, statuses)))
    .limit(1);
  return row !== undefined;
}
