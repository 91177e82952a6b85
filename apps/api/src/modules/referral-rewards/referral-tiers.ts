import { asc } from 'drizzle-orm';
import type { z } from 'zod';
import type { ReferralTier, referralTierInputSchema } from '@soundpost/contracts/referrals';
import type { Db } from '../../db/client.ts';
import type { AppContext } from '../../lib/context.ts';
import { referralTiers, type ReferralTierRow } from './referral-rewards.table.ts';

/**
 * The tiers a fresh instance starts with (decision 051): three counted referrals give a month
 * of Artist, ten a month of Pro. An administrator changes them at /v1/admin/referral-tiers.
 */
export const defaultTiers = [
  { id: 'artist-month', position: 1, threshold: 3, rewardPlan: 'artist', rewardDays: 30 },
  { id: 'pro-month', position: 2, threshold: 10, rewardPlan: 'pro', rewardDays: 30 },
] as const;
const seedMoment = new Date('2000-01-01T00:00:00Z');

/** Adds the default tiers that are missing; an administrator's changes stay. */
export async function seedReferralTiers(db: Db) {
  await db
    .insert(referralTiers)
    .values(defaultTiers.map((t) => ({ ...t, active: true, updatedAt: seedMoment })))
    .onConflictDoNothing();
}

export const tierView = (row: ReferralTierRow): ReferralTier => ({
  id: row.id,
  position: row.position,
  threshold: row.threshold,
  rewardPlan: row.rewardPlan,
  rewardDays: row.rewardDays,
  active: row.active,
});

/** Every tier, in display order. */
export async function findTiers(db: Db): Promise<ReferralTierRow[]> {
  return db
    .select()
    .from(referralTiers)
    .orderBy(asc(referralTiers.position), asc(referralTiers.id));
}

/** Every tier as the administrator sees them. */
export async function listReferralTiers(ctx: AppContext) {
  return { items: (await findTiers(ctx.db)).map(tierView) };
}

/**
 * Creates or changes a tier. A change applies from the next sweep; rewards already granted stay
 * (a tier is never deleted, only made inactive, because granted rewards name it).
 */
export async function saveReferralTier(
  ctx: AppContext,
  adminId: string,
  id: string,
  input: z.output<typeof referralTierInputSchema>,
): Promise<ReferralTier> {
  const values = { ...input, updatedAt: ctx.clock.now(), updatedBy: adminId };
  const [row] = await ctx.db
    .insert(referralTiers)
    .values({ id, ...values })
    .onConflictDoUpdate({ target: referralTiers.id, set: values })
    .returning();
  return tierView(row!);
}
