import { z } from 'zod';
import type { Capabilities } from './capabilities.ts';
import { countryCodes } from './countries.ts';

export const storeCategories = [
  'streaming',
  'download',
  'social',
  'fingerprinting',
  'fitness',
  'radio',
] as const;
export type StoreCategory = (typeof storeCategories)[number];

/** How releases reach a store; settings per transport live in the store's settings JSON. */
export const storeTransports = ['folder', 'sftp', 's3'] as const;
export type StoreTransport = (typeof storeTransports)[number];

/** A store as the platform picker shows it; delivery settings and party ids never leave. */
export const storeSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.enum(storeCategories),
  /** One of the major platforms, which every plan reaches (spec section 6: free = major only). */
  major: z.boolean(),
  /** Needs a paid plan. */
  premiumOnly: z.boolean(),
  /** Whether the signed-in user's plan may deliver to it. */
  availableOnPlan: z.boolean(),
});
export type Store = z.infer<typeof storeSchema>;

export const storeListSchema = z.object({ items: z.array(storeSchema) });

/**
 * The plan rule for stores: a plan with every store reaches them all; otherwise only the
 * major ones that are not marked premium-only. Releases use it to ignore premium-only picks.
 */
export function isStoreAvailable(
  store: { major: boolean; premiumOnly: boolean },
  capabilities: Pick<Capabilities, 'allStores'>,
): boolean {
  return capabilities.allStores || (store.major && !store.premiumOnly);
}

export const territorySchema = z.object({ code: z.enum(countryCodes), name: z.string() });
export type Territory = z.infer<typeof territorySchema>;

export const territoryListSchema = z.object({ items: z.array(territorySchema) });

export const territoryQuerySchema = z.object({
  /** Language of the names; the usual order applies when absent (see the auth plugin). */
  lang: z.string().max(35).optional(),
});
