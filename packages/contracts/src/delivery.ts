import { z } from 'zod';
import { singleLine, v } from './validation.ts';

/** Soundpost's own identity as the sender of DDEX messages (MessageHeader/MessageSender). */
export const deliverySettingsFields = {
  /** Soundpost's DDEX party id (DPID), as DDEX registered it: `PADPIDA` and letters or digits. */
  ddexPartyId: z
    .string()
    .trim()
    .regex(/^PADPIDA[a-zA-Z0-9]+$/, { error: 'invalid_party_id' })
    .max(64),
  /** The name that goes with the party id in every message. */
  ddexPartyName: z
    .string()
    .trim()
    .min(1, { error: 'required' })
    .max(200)
    .refine(singleLine, { error: v.singleLine }),
};

export const deliverySettingsSchema = z.object({
  ddexPartyId: z.string(),
  ddexPartyName: z.string(),
});
export type DeliverySettings = z.infer<typeof deliverySettingsSchema>;
export const deliverySettingsPatchSchema = z.object(deliverySettingsFields).partial();

/** What a delivery's message does at the store: announce, replace (after an edit), or remove. */
export const deliveryKinds = ['new', 'update', 'takedown'] as const;
export type DeliveryKind = (typeof deliveryKinds)[number];

/** Where one store's delivery stands, as the admin sees it. */
export const deliveryStates = [
  'queued',
  'delivering',
  'delivered',
  'acknowledged',
  'error',
] as const;
export type DeliveryState = (typeof deliveryStates)[number];

/** One store's delivery of a release, for the admin's review page. */
export const deliverySchema = z.object({
  id: z.string(),
  storeId: z.string(),
  storeName: z.string(),
  kind: z.enum(deliveryKinds),
  version: z.number().int(),
  messageId: z.string(),
  batchId: z.string(),
  state: z.enum(deliveryStates),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  storeLink: z.string().nullable(),
  /** True when an admin set the store's real link; false while it is the template's (or none). */
  storeLinkSetManually: z.boolean(),
  deliveredAt: z.string().nullable(),
  acknowledgedAt: z.string().nullable(),
  confirmedManually: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Delivery = z.infer<typeof deliverySchema>;
export const deliveryListSchema = z.object({ items: z.array(deliverySchema) });

/** An admin sets where the release really is on the store (a secure web address). */
export const deliveryLinkSchema = z.object({
  url: z
    .string()
    .trim()
    .max(500, { error: v.maxLength })
    .refine((value) => URL.canParse(value) && new URL(value).protocol === 'https:', {
      error: v.httpsUrl,
    }),
});
export type DeliveryLink = z.infer<typeof deliveryLinkSchema>;

/**
 * A store's state as the artist sees it: the admin's `delivering` is still `queued`, an
 * acknowledged release on sale is `live`, a store that had it is `removed` once the takedown
 * is done, and a store not sent to yet has no state.
 */
export const releaseStoreStates = [
  'queued',
  'delivered',
  'acknowledged',
  'live',
  'error',
  'removed',
] as const;
export type ReleaseStoreState = (typeof releaseStoreStates)[number];

export const releaseStoreSchema = z.object({
  storeId: z.string(),
  name: z.string(),
  state: z.enum(releaseStoreStates).nullable(),
  link: z.string().nullable(),
});
export type ReleaseStore = z.infer<typeof releaseStoreSchema>;
export const releaseStoreListSchema = z.object({ items: z.array(releaseStoreSchema) });
