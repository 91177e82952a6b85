import { z } from 'zod';
import { deliverySettingsFields } from './delivery.ts';
import {
  folderTransportSettingsSchema,
  s3TransportSettingsSchema,
  sftpTransportSettingsSchema,
  storeCategories,
  storeTransports,
  transportSecretNames,
} from './stores.ts';
import { requiredString, v } from './validation.ts';

/** Every secret name a transport may have (see transportSecretNames). */
export const allTransportSecretNames = ['password', 'privateKey', 'secretAccessKey'] as const;

/** A store as the admin's catalogue shows it: everything but the secrets' values. */
export const adminStoreSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.enum(storeCategories),
  enabled: z.boolean(),
  major: z.boolean(),
  premiumOnly: z.boolean(),
  partyId: z.string(),
  /** Still the seeded placeholder: the store's real DPID has not been entered. */
  partyIdIsPlaceholder: z.boolean(),
  linkTemplate: z.string().nullable(),
  transport: z.enum(storeTransports),
  transportSettings: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  /** Which of the transport's secrets are set (their values never leave the server). */
  secretsSet: z.array(z.enum(allTransportSecretNames)),
  updatedAt: z.iso.datetime(),
});
export type AdminStore = z.infer<typeof adminStoreSchema>;

export const adminStoreListSchema = z.object({ items: z.array(adminStoreSchema) });

const placeholders = /\{(upc|title|artist)\}/g;

/**
 * Where a live release is found on the store until its real link is known: an http(s) URL
 * with `{upc}`, `{title}` and `{artist}` placeholders (filled in URL-encoded). Empty: no link.
 */
export const linkTemplateSchema = z
  .string()
  .trim()
  .max(1000, { error: v.maxLength })
  .refine(
    (s) => {
      if (s === '') return true;
      const filled = s.replace(placeholders, 'x');
      if (/[{}\s]/.test(filled)) return false;
      return z.url({ protocol: /^https?$/, hostname: z.regexes.domain }).safeParse(filled).success;
    },
    { error: 'invalid_link_template' },
  );

/** A secret in a change: a new value replaces it, null clears it, absent keeps it. */
const secretChange = z.string().min(1, { error: v.required }).max(16_384, { error: v.maxLength });
const secretsOf = <N extends string>(names: readonly N[]) =>
  z
    .object(
      Object.fromEntries(names.map((n) => [n, secretChange.nullable().optional()])) as {
        [K in N]: z.ZodOptional<z.ZodNullable<typeof secretChange>>;
      },
    )
    .default({} as never);

/** A store's transport as the admin sets it: the kind, its settings and secret changes. */
export const storeDeliveryInputSchema = z.discriminatedUnion('transport', [
  z.object({ transport: z.literal('folder'), settings: folderTransportSettingsSchema }),
  z.object({
    transport: z.literal('sftp'),
    settings: sftpTransportSettingsSchema,
    secrets: secretsOf(transportSecretNames.sftp),
  }),
  z.object({
    transport: z.literal('s3'),
    settings: s3TransportSettingsSchema,
    secrets: secretsOf(transportSecretNames.s3),
  }),
]);
export type StoreDeliveryInput = z.input<typeof storeDeliveryInputSchema>;

export const adminStorePatchSchema = z
  .object({
    name: requiredString(200),
    enabled: z.boolean(),
    major: z.boolean(),
    premiumOnly: z.boolean(),
    partyId: deliverySettingsFields.ddexPartyId,
    linkTemplate: linkTemplateSchema.nullable(),
    delivery: storeDeliveryInputSchema,
  })
  .partial();
export type AdminStorePatch = z.input<typeof adminStorePatchSchema>;

/** What testing a store's connection found: the root listed, or why it could not be. */
export const storeConnectionTestSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), where: z.string(), files: z.number().int() }),
  z.object({
    ok: z.literal(false),
    where: z.string().nullable(),
    failure: z.string(),
    retryable: z.boolean(),
    message: z.string(),
  }),
]);
export type StoreConnectionTest = z.infer<typeof storeConnectionTestSchema>;
