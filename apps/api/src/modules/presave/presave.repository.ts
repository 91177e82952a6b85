import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm';
import { capabilitiesFor } from '@soundpost/contracts/capabilities';
import { plans, type Plan } from '@soundpost/contracts/plan-names';
import type { Db } from '../../db/client.ts';
import { artistView } from '../artists/index.ts';
import { subscriptionView } from '../plans/index.ts';
import { releaseView } from '../releases/index.ts';
import {
  presaveCampaigns,
  presaveStateUses,
  presaveSubscribers,
  type NewPresaveSubscriberRow,
  type PresaveCampaignRow,
  type PresaveSubscriberRow,
} from './presave.table.ts';

/** Release statuses that have a campaign: approved, and on its way to or in the stores. */
export const campaignReleaseStatuses = ['approved', 'in_process', 'published', 'live'] as const;

/** The plans whose capabilities include pre-save (spec section 6: the paid ones). */
export const presavePlans = plans.filter((p) => capabilitiesFor(p).presave);

const releases = releaseView();
const artists = artistView();
const subscriptions = subscriptionView();
const planOf = sql<Plan>`coalesce(${subscriptions.planName}, 'lite')`;

/** A campaign with what its page and the artist's list show of the release. */
export type CampaignWithRelease = {
  campaign: PresaveCampaignRow;
  release: {
    title: string | null;
    upc: string | null;
    status: string;
    releaseDate: string | null;
    liveDate: string | null;
    presaveDate: string | null;
    artworkUploadId: string | null;
  };
  artistName: string | null;
};

const withRelease = (db: Db) =>
  db
    .select({
      campaign: presaveCampaigns,
      release: {
        title: releases.title,
        upc: releases.upc,
        status: releases.status,
        releaseDate: releases.releaseDate,
        liveDate: releases.liveDate,
        presaveDate: releases.presaveDate,
        artworkUploadId: releases.artworkUploadId,
      },
      artistName: artists.name,
    })
    .from(presaveCampaigns)
    .innerJoin(releases, eq(releases.id, presaveCampaigns.releaseId))
    .leftJoin(artists, eq(artists.id, releases.artistId));

export async function findCampaignById(db: Db, id: string) {
  const [row] = await withRelease(db).where(eq(presaveCampaigns.id, id));
  return row as CampaignWithRelease | undefined;
}

export async function findCampaignByKey(db: Db, key: string) {
  const [row] = await withRelease(db).where(eq(presaveCampaigns.key, key));
  return row as CampaignWithRelease | undefined;
}

export function listOwnerCampaigns(db: Db, ownerId: string): Promise<CampaignWithRelease[]> {
  return withRelease(db)
    .where(eq(presaveCampaigns.ownerId, ownerId))
    .orderBy(desc(presaveCampaigns.createdAt), desc(presaveCampaigns.id));
}

/**
 * Releases (of one owner, or all) that should have a campaign and have none: pre-save on,
 * approved, their owner on a paid plan. A batch at a time.
 */
export function releasesWithoutCampaign(db: Db, ownerId: string | null, limit: number) {
  return db
    .select({ id: releases.id, ownerId: releases.ownerId })
    .from(releases)
    .leftJoin(presaveCampaigns, eq(presaveCampaigns.releaseId, releases.id))
    .leftJoin(subscriptions, eq(subscriptions.userId, releases.ownerId))
    .where(
      and(
        eq(releases.presaveEnabled, true),
        inArray(releases.status, [...campaignReleaseStatuses]),
        inArray(planOf, presavePlans),
        isNull(presaveCampaigns.id),
        ownerId ? eq(releases.ownerId, ownerId) : undefined,
      ),
    )
    .limit(limit);
}

/** Inserts the campaign unless its release (or, improbably, its key) already has one. */
export async function insertCampaign(db: Db, values: typeof presaveCampaigns.$inferInsert) {
  const [row] = await db.insert(presaveCampaigns).values(values).onConflictDoNothing().returning();
  return row;
}

/** Confirmed subscribers of each campaign. */
export async function countSubscribers(db: Db, campaignIds: string[]) {
  if (!campaignIds.length) return new Map<string, number>();
  const rows = await db
    .select({ campaignId: presaveSubscribers.campaignId, count: sql<number>`count(*)::int` })
    .from(presaveSubscribers)
    .where(
      and(
        inArray(presaveSubscribers.campaignId, campaignIds),
        isNotNull(presaveSubscribers.confirmedAt),
      ),
    )
    .groupBy(presaveSubscribers.campaignId);
  return new Map(rows.map((r) => [r.campaignId, r.count]));
}

/** A campaign's confirmed subscribers, oldest first: only what the artist may see. */
export function listSubscribers(db: Db, campaignId: string) {
  return db
    .select({
      service: presaveSubscribers.service,
      country: presaveSubscribers.country,
      followers: presaveSubscribers.followers,
      confirmedAt: presaveSubscribers.confirmedAt,
      deliveredAt: presaveSubscribers.deliveredAt,
      failure: presaveSubscribers.failure,
    })
    .from(presaveSubscribers)
    .where(
      and(eq(presaveSubscribers.campaignId, campaignId), isNotNull(presaveSubscribers.confirmedAt)),
    )
    .orderBy(asc(presaveSubscribers.confirmedAt), asc(presaveSubscribers.id));
}

/**
 * A listener's subscription, once per campaign, service and account. A service's account that
 * comes back takes its new grant (the old one may be gone); an address that comes back is left
 * as it is (its confirmation is sent again). Returns the row either way.
 */
export async function upsertSubscriber(db: Db, values: NewPresaveSubscriberRow) {
  const target = [
    presaveSubscribers.campaignId,
    presaveSubscribers.service,
    presaveSubscribers.account,
  ];
  const [row] =
    values.service === 'email'
      ? await db.insert(presaveSubscribers).values(values).onConflictDoNothing().returning()
      : await db
          .insert(presaveSubscribers)
          .values(values)
          .onConflictDoUpdate({
            target,
            set: {
              accessToken: values.accessToken,
              refreshToken: values.refreshToken,
              tokenExpiresAt: values.tokenExpiresAt,
              country: values.country,
              followers: values.followers,
              failure: null,
            },
          })
          .returning();
  if (row) return row;
  const [existing] = await db
    .select()
    .from(presaveSubscribers)
    .where(
      and(
        eq(presaveSubscribers.campaignId, values.campaignId),
        eq(presaveSubscribers.service, values.service),
        eq(presaveSubscribers.account, values.account),
      ),
    );
  return existing!;
}

export async function findSubscriber(db: Db, id: string) {
  const [row] = await db.select().from(presaveSubscribers).where(eq(presaveSubscribers.id, id));
  return row as PresaveSubscriberRow | undefined;
}

export async function updateSubscriber(
  db: Db,
  id: string,
  changes: Partial<NewPresaveSubscriberRow>,
) {
  await db.update(presaveSubscribers).set(changes).where(eq(presaveSubscribers.id, id));
}

/** Confirms an address once; true when this call did. */
export async function confirmSubscriber(db: Db, id: string, at: Date) {
  const rows = await db
    .update(presaveSubscribers)
    .set({ confirmedAt: at })
    .where(and(eq(presaveSubscribers.id, id), isNull(presaveSubscribers.confirmedAt)))
    .returning({ id: presaveSubscribers.id });
  return rows.length > 0;
}

/** Marks a delivery done once: true for the one call that did (no save or mail is repeated). */
export async function markDelivered(db: Db, id: string, at: Date) {
  const rows = await db
    .update(presaveSubscribers)
    .set({ deliveredAt: at, accessToken: null, refreshToken: null })
    .where(and(eq(presaveSubscribers.id, id), isNull(presaveSubscribers.deliveredAt)))
    .returning({ id: presaveSubscribers.id });
  return rows.length > 0;
}

/** A listener leaves: their row, tokens and address with it, is deleted. */
export async function deleteSubscriber(db: Db, id: string) {
  const rows = await db
    .delete(presaveSubscribers)
    .where(eq(presaveSubscribers.id, id))
    .returning({ id: presaveSubscribers.id });
  return rows.length > 0;
}

/** Records an OAuth state's use; false when it was used before (a replay). */
export async function recordStateUse(db: Db, nonce: string, expiresAt: Date) {
  const rows = await db
    .insert(presaveStateUses)
    .values({ nonce, expiresAt })
    .onConflictDoNothing()
    .returning({ nonce: presaveStateUses.nonce });
  return rows.length > 0;
}

export async function deleteExpiredStateUses(db: Db, now: Date) {
  const rows = await db
    .delete(presaveStateUses)
    .where(lt(presaveStateUses.expiresAt, now))
    .returning({ nonce: presaveStateUses.nonce });
  return rows.length;
}

/** Campaigns whose release day has come (`today`, UTC) and whose deliveries are not queued. */
export function dueCampaigns(db: Db, today: string, ownerId?: string) {
  const day = sql<string>`coalesce(${releases.liveDate}, ${releases.releaseDate})`;
  return db
    .select({ id: presaveCampaigns.id })
    .from(presaveCampaigns)
    .innerJoin(releases, eq(releases.id, presaveCampaigns.releaseId))
    .where(
      and(
        isNull(presaveCampaigns.releasedAt),
        inArray(releases.status, [...campaignReleaseStatuses]),
        lte(day, today),
        ownerId ? eq(presaveCampaigns.ownerId, ownerId) : undefined,
      ),
    );
}

/**
 * Confirmed subscribers whose delivery is neither done nor failed: of one campaign, or of every
 * released campaign (of one owner, or all) — what a crash or a late confirmation left.
 */
export function dueSubscribers(db: Db, by: { campaignId?: string; ownerId?: string }) {
  return db
    .select({ id: presaveSubscribers.id })
    .from(presaveSubscribers)
    .innerJoin(presaveCampaigns, eq(presaveCampaigns.id, presaveSubscribers.campaignId))
    .where(
      and(
        by.campaignId
          ? eq(presaveSubscribers.campaignId, by.campaignId)
          : isNotNull(presaveCampaigns.releasedAt),
        by.ownerId ? eq(presaveCampaigns.ownerId, by.ownerId) : undefined,
        isNotNull(presaveSubscribers.confirmedAt),
        isNull(presaveSubscribers.deliveredAt),
        isNull(presaveSubscribers.failure),
      ),
    );
}

export async function markCampaignReleased(db: Db, id: string, at: Date) {
  await db
    .update(presaveCampaigns)
    .set({ releasedAt: at })
    .where(and(eq(presaveCampaigns.id, id), isNull(presaveCampaigns.releasedAt)));
}
