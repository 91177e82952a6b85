import { count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { releases } from './releases.table.ts';

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
