import { adminUserReleasesShown, type AdminUserRelease } from '@soundpost/contracts/admin';
import type { Db } from '../../db/client.ts';
import * as repo from './account-releases.repository.ts';

export type ReleaseCounts = { total: number; live: number };

/** Each owner's release counts (drafts included); an owner without releases has zeros. */
export async function countReleasesOfOwners(
  db: Db,
  ownerIds: string[],
): Promise<Map<string, ReleaseCounts>> {
  const rows = ownerIds.length > 0 ? await repo.countByOwner(db, ownerIds) : [];
  const counts = new Map(rows.map((row) => [row.ownerId, { total: row.total, live: row.live }]));
  return new Map(ownerIds.map((id) => [id, counts.get(id) ?? { total: 0, live: 0 }]));
}

/** The owner's newest releases, drafts included, as staff see them on the account's page. */
export async function listReleasesOfOwner(db: Db, ownerId: string): Promise<AdminUserRelease[]> {
  const rows = await repo.newestOfOwner(db, ownerId, adminUserReleasesShown);
  return rows.map((row) => ({
    ...row,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
}

/**
 * Whether the owner has a published or live release: what the lyrics generator and playlist
 * pitching ask first (spec section 5).
 */
export async function hasPublishedRelease(db: Db, ownerId: string): Promise<boolean> {
  return repo.hasReleaseIn(db, ownerId, ['published', 'live']);
}
