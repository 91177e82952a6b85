import { and, desc, eq, inArray, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Plan } from '@soundpost/contracts/plan-names';
import { artistView } from '../artists/index.ts';
import { subscriptionView } from '../plans/index.ts';
import { releaseView } from '../releases/index.ts';
import {
  smartLinkHits,
  smartLinks,
  smartLinkSalts,
  type NewSmartLinkRow,
  type SmartLinkRow,
} from './smart-links.table.ts';

/** The release statuses that have a smart link: approved, and on its way to or in the stores. */
export const linkedReleaseStatuses = ['approved', 'in_process', 'published', 'live'] as const;

const releases = releaseView();
const artists = artistView();
const subscriptions = subscriptionView();

/** A link with what its page shows of the release. */
export type LinkWithRelease = {
  link: SmartLinkRow;
  release: {
    title: string | null;
    upc: string | null;
    status: string;
    storeIds: string[];
    artworkUploadId: string | null;
  };
  artistName: string | null;
  /** The owner's plan now: a PRO look shows only while they have it. */
  ownerPlan: Plan;
};

const withRelease = (db: Db) =>
  db
    .select({
      link: smartLinks,
      release: {
        title: releases.title,
        upc: releases.upc,
        status: releases.status,
        storeIds: releases.storeIds,
        artworkUploadId: releases.artworkUploadId,
      },
      artistName: artists.name,
      ownerPlan: sql<Plan>`coalesce(${subscriptions.planName}, 'lite')`,
    })
    .from(smartLinks)
    .innerJoin(releases, eq(releases.id, smartLinks.releaseId))
    .leftJoin(artists, eq(artists.id, releases.artistId))
    .leftJoin(subscriptions, eq(subscriptions.userId, smartLinks.ownerId));

export async function findLinkById(db: Db, id: string): Promise<LinkWithRelease | undefined> {
  const [row] = await withRelease(db).where(eq(smartLinks.id, id));
  return row;
}

export async function findLinkBySlug(db: Db, slug: string): Promise<LinkWithRelease | undefined> {
  const [row] = await withRelease(db).where(eq(smartLinks.slug, slug));
  return row;
}

/** The owner's links but removed ones, newest first. */
export function listOwnerLinks(db: Db, ownerId: string): Promise<LinkWithRelease[]> {
  return withRelease(db)
    .where(and(eq(smartLinks.ownerId, ownerId), ne(smartLinks.status, 'removed')))
    .orderBy(desc(smartLinks.createdAt), desc(smartLinks.id));
}

/** Approved releases (of one owner, or all) that have no default link yet, a batch at a time. */
export function releasesWithoutDefaultLink(db: Db, ownerId: string | null, limit: number) {
  return db
    .select({ id: releases.id, ownerId: releases.ownerId, title: releases.title })
    .from(releases)
    .leftJoin(
      smartLinks,
      and(eq(smartLinks.releaseId, releases.id), eq(smartLinks.isDefault, true)),
    )
    .where(
      and(
        inArray(releases.status, [...linkedReleaseStatuses]),
        isNull(smartLinks.id),
        ownerId ? eq(releases.ownerId, ownerId) : undefined,
      ),
    )
    .limit(limit);
}

/** Inserts the link unless its slug (or, for a default link, its release's) is taken. */
export async function insertLink(db: Db, values: NewSmartLinkRow) {
  const [row] = await db.insert(smartLinks).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateLink(db: Db, id: string, changes: Partial<NewSmartLinkRow>) {
  const [row] = await db.update(smartLinks).set(changes).where(eq(smartLinks.id, id)).returning();
  return row;
}

/** Whether another link holds the slug (removed ones keep theirs). */
export async function slugTaken(db: Db, slug: string, exceptId: string | null) {
  const [row] = await db
    .select({ id: smartLinks.id })
    .from(smartLinks)
    .where(and(eq(smartLinks.slug, slug), exceptId ? ne(smartLinks.id, exceptId) : undefined));
  return row !== undefined;
}

/** Records a view or a click; the same visitor's repeat in a day is a no-op. */
export async function insertHit(db: Db, hit: typeof smartLinkHits.$inferInsert) {
  await db.insert(smartLinkHits).values(hit).onConflictDoNothing();
}

/** Views and clicks of each link, all time. */
export async function totalsByLink(db: Db, linkIds: string[]) {
  if (!linkIds.length) return new Map<string, { views: number; clicks: number }>();
  const rows = await db
    .select({
      linkId: smartLinkHits.linkId,
      views: sql<number>`count(*) filter (where ${smartLinkHits.storeId} = '')::int`,
      clicks: sql<number>`count(*) filter (where ${smartLinkHits.storeId} <> '')::int`,
    })
    .from(smartLinkHits)
    .where(inArray(smartLinkHits.linkId, linkIds))
    .groupBy(smartLinkHits.linkId);
  return new Map(rows.map((r) => [r.linkId, { views: r.views, clicks: r.clicks }]));
}

/** The link's hits from `from` on, counted per day and one more column (store, country…). */
export function countHits(
  db: Db,
  linkId: string,
  from: string,
  by: 'day' | 'storeId' | 'country' | 'referrer',
) {
  const key = smartLinkHits[by];
  return db
    .select({
      key: sql<string>`${key}::text`,
      views: sql<number>`count(*) filter (where ${smartLinkHits.storeId} = '')::int`,
      clicks: sql<number>`count(*) filter (where ${smartLinkHits.storeId} <> '')::int`,
    })
    .from(smartLinkHits)
    .where(and(eq(smartLinkHits.linkId, linkId), sql`${smartLinkHits.day} >= ${from}`))
    .groupBy(key);
}

/**
 * The hits of `days` as daily facts: views (`storeId` '') and clicks per release, store and
 * country (`''` where unknown), for the analytics module (decision 050).
 */
export function hitsAsFacts(db: Db, days: string[]) {
  const h = smartLinkHits;
  return db
    .select({
      day: h.day,
      artistId: sql<string>`${releases.artistId}`,
      releaseId: smartLinks.releaseId,
      storeId: h.storeId,
      country: sql<string>`case when ${h.country} = 'unknown' then '' else ${h.country} end`,
      views: sql<number>`count(*) filter (where ${h.storeId} = '')::int`,
      clicks: sql<number>`count(*) filter (where ${h.storeId} <> '')::int`,
      saves: sql<number>`0`,
    })
    .from(h)
    .innerJoin(smartLinks, eq(smartLinks.id, h.linkId))
    .innerJoin(releases, eq(releases.id, smartLinks.releaseId))
    .where(and(inArray(h.day, days), isNotNull(releases.artistId)))
    .groupBy(h.day, releases.artistId, smartLinks.releaseId, h.storeId, h.country);
}

/** The day's salt: the first process to ask stores its candidate, every other reads it. */
export async function daySalt(db: Db, day: string, candidate: string): Promise<string> {
  await db.insert(smartLinkSalts).values({ day, salt: candidate }).onConflictDoNothing();
  const [row] = await db.select().from(smartLinkSalts).where(eq(smartLinkSalts.day, day));
  return row!.salt;
}

/** Forgets the salts of days before `today`: their visitors can no longer be told apart. */
export async function deleteSaltsBefore(db: Db, today: string) {
  const gone = await db
    .delete(smartLinkSalts)
    .where(lt(smartLinkSalts.day, today))
    .returning({ day: smartLinkSalts.day });
  return gone.length;
}

/** A release's default link, if it has one. */
export async function findDefaultLink(db: Db, releaseId: string) {
  const [row] = await db
    .select({ slug: smartLinks.slug, status: smartLinks.status })
    .from(smartLinks)
    .where(and(eq(smartLinks.releaseId, releaseId), eq(smartLinks.isDefault, true)));
  return row;
}
