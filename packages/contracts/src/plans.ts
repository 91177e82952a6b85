import { z } from 'zod';
import type { Capabilities } from './capabilities.ts';
import { releaseSchedules } from './catalog.ts';
import { planSchema, type Plan } from './users.ts';

/** The plans an admin prices; the free plan (`lite`) costs nothing by definition. */
export const paidPlans = ['artist', 'pro'] as const satisfies readonly Plan[];
export const paidPlanSchema = z.enum(paidPlans);
export type PaidPlan = z.infer<typeof paidPlanSchema>;

/** Currencies a price may be in; every one has two decimal places (minor units = cents). */
export const planCurrencies = ['USD', 'EUR', 'GBP', 'BRL', 'MXN', 'TRY'] as const;
export const planCurrencySchema = z.enum(planCurrencies);
export type PlanCurrency = z.infer<typeof planCurrencySchema>;

/** A yearly price in integer minor units (4999 USD = $49.99): never a float. */
export const planPriceSchema = z.object({
  amountMinor: z.number().int().min(0),
  currency: planCurrencySchema,
});
export type PlanPrice = z.infer<typeof planPriceSchema>;

export const capabilitiesSchema = z.object({
  maxTracksPerRelease: z.number().int().nullable(),
  allStores: z.boolean(),
  customIdentifiers: z.boolean(),
  advancedMetadata: z.boolean(),
  presave: z.boolean(),
  premiumArtworkTemplates: z.boolean(),
  schedules: z.array(z.enum(releaseSchedules)).readonly(),
  royaltySharePercent: z.number(),
  takedownWaitDays: z.number(),
  goLiveBusinessDays: z.object({ min: z.number(), max: z.number() }),
  payoutWaitDays: z.number(),
  monthlyReleaseLimit: z.boolean(),
  analytics: z.enum(['basic', 'advanced']),
  playlistAnalytics: z.boolean(),
  smartlinkAnalytics: z.boolean(),
  audioQuality: z.enum(['standard', 'high']),
  supportResponseHours: z.number(),
}) satisfies z.ZodType<Capabilities>;

/** GET /v1/plans: every plan in display order (free, Artist, Pro), its current yearly price and what it allows. */
export const planCatalogueSchema = z.object({
  items: z.array(
    z.object({
      plan: planSchema,
      /** Yearly price in force now; a free plan's is 0. */
      yearly: planPriceSchema,
      capabilities: capabilitiesSchema,
    }),
  ),
});
export type PlanCatalogue = z.infer<typeof planCatalogueSchema>;
export type PlanEntry = PlanCatalogue['items'][number];

/** PUT /v1/admin/plans/:plan/price: the new yearly price, in force for periods from now on. */
export const planPriceInputSchema = z.object({
  amountMinor: z.number().int().min(1).max(100_000_00),
  currency: planCurrencySchema,
});

export const planPriceParamsSchema = z.object({ plan: paidPlanSchema });

/** One price of a plan's history: in force from `effectiveFrom` until the next one. */
export const planPriceEntrySchema = planPriceSchema.extend({
  effectiveFrom: z.iso.datetime(),
  /** The admin who set it; null for the catalogue's seeded price. */
  setBy: z.uuid().nullable(),
});

/** The admin's view of a plan's price: the current one and the history, newest first. */
export const adminPlanPriceSchema = z.object({
  plan: paidPlanSchema,
  current: planPriceEntrySchema,
  history: z.array(planPriceEntrySchema),
});
export type AdminPlanPrice = z.infer<typeof adminPlanPriceSchema>;
