import { z } from 'zod';
import type { Capabilities } from './capabilities.ts';
import { countryCodes } from './countries.ts';
import { requiredString, v } from './validation.ts';

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

/** A store as the wizard's store picker shows it; delivery settings and party ids never leave. */
export const storeSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.enum(storeCategories),
  /** One of the major stores, which every plan reaches (spec section 6: free = major only). */
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

/** A path under a transport's root: relative segments, no `..`, no backslash or control. */
const relativePath = z
  .string()
  .trim()
  .max(500, { error: v.maxLength })
  .refine((p) => !p.split('/').includes('..') && !/[\\\0]/.test(p), { error: 'invalid_path' });

/**
 * Folder delivery: `path` is a directory, under DATA_DIR/deliveries/ when relative, taken as
 * it is when absolute; empty: DATA_DIR/deliveries/<store id>/.
 */
export const folderTransportSettingsSchema = z.object({
  path: z
    .string()
    .trim()
    .max(500, { error: v.maxLength })
    .refine((p) => p.startsWith('/') || !p.split('/').includes('..'), { error: 'invalid_path' })
    .refine((p) => !/[\\\0]/.test(p), { error: 'invalid_path' })
    .default(''),
});

/** A host name or an IPv4/IPv6 address, as a person types it into a server field. */
const hostSchema = z
  .string()
  .trim()
  .min(1, { error: v.required })
  .max(253, { error: v.maxLength })
  .regex(
    /^(?:[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?\.)*[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?$|^\[?[0-9a-fA-F:.]+\]?$/,
    {
      error: 'invalid_host',
    },
  );

/**
 * The server's host key as `ssh-keygen -lf` prints it: `SHA256:` and 43 base64 characters.
 * The prefix may be left out; it is added back.
 */
export const hostKeyFingerprintSchema = z
  .string()
  .trim()
  .regex(/^(SHA256:)?[A-Za-z0-9+/]{43}=?$/, { error: 'invalid_host_key_fingerprint' })
  .transform((f) => `SHA256:${f.replace(/^SHA256:/, '').replace(/=$/, '')}`);

export const sftpTransportSettingsSchema = z.object({
  host: hostSchema,
  port: z.number().int().min(1).max(65535).default(22),
  username: requiredString(100),
  /** The directory deliveries go to, relative to the login directory unless absolute. */
  path: z
    .string()
    .trim()
    .max(500, { error: v.maxLength })
    .refine((p) => !p.split('/').includes('..') && !/[\\\0]/.test(p), { error: 'invalid_path' })
    .default(''),
  hostKeyFingerprint: hostKeyFingerprintSchema,
});

/** S3 bucket names: 3 to 63 lower-case letters, digits, dots and hyphens. */
const bucketSchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { error: 'invalid_bucket' });

export const s3TransportSettingsSchema = z.object({
  bucket: bucketSchema,
  /** Where in the bucket the store's root is (`soundpost/`); empty: the bucket's top. */
  prefix: relativePath.default(''),
  region: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,64}$/, { error: 'invalid_region' })
    .default('us-east-1'),
  /** An S3-compatible service's address; absent: AWS for the region. */
  endpoint: z
    .url({ protocol: /^https?$/, error: 'invalid_url' })
    .max(500, { error: v.maxLength })
    .optional(),
  /** Bucket in the path (`host/bucket/key`), as MinIO-style servers want. */
  forcePathStyle: z.boolean().default(false),
  accessKeyId: requiredString(128),
});

export type FolderTransportSettings = z.infer<typeof folderTransportSettingsSchema>;
export type SftpTransportSettings = z.infer<typeof sftpTransportSettingsSchema>;
export type S3TransportSettings = z.infer<typeof s3TransportSettingsSchema>;

/**
 * The secrets of each transport, sealed at rest and never sent back: the admin sees whether
 * each is set. SFTP signs in with a password or an (unencrypted, OpenSSH or PEM) private key.
 */
export const transportSecretNames = {
  folder: [],
  sftp: ['password', 'privateKey'],
  s3: ['secretAccessKey'],
} as const satisfies Record<StoreTransport, readonly string[]>;
export type TransportSecretName = (typeof transportSecretNames)[StoreTransport][number];
export type TransportSecrets = Partial<Record<TransportSecretName, string>>;
