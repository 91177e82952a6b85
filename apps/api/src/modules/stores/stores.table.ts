import { boolean, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import {
  storeCategories,
  storeTransports,
  type TransportSecrets,
} from '@soundpost/contracts/stores';

/**
 * Settings of the store's transport, as the transport's schema in @soundpost/contracts/stores
 * reads them: folder `{path}` (under the deliveries directory), sftp `{host, port, username,
 * path, hostKeyFingerprint}`, s3 `{bucket, prefix, region, endpoint, forcePathStyle,
 * accessKeyId}`. Secrets are not kept here.
 */
export type TransportSettings = Record<string, string | number | boolean>;

export const stores = pgTable('stores', {
  /** The catalogue's stable slug (`spotify`, `apple-music`…). */
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  category: text('category', { enum: storeCategories }).notNull(),
  /** DDEX party id (DPID) of the store as the recipient of release messages. */
  partyId: text('party_id').notNull(),
  partyIdIsPlaceholder: boolean('party_id_is_placeholder').notNull().default(true),
  transport: text('transport', { enum: storeTransports }).notNull().default('folder'),
  transportSettings: jsonb('transport_settings').$type<TransportSettings>().notNull().default({}),
  /**
   * The transport's secrets (SFTP password or private key, S3 secret key), each sealed with
   * the secret box (transports/secrets.ts); never sent to a client.
   */
  transportSecrets: jsonb('transport_secrets').$type<TransportSecrets>().notNull().default({}),
  /**
   * Where a live release is found on the store until its real link is known: a URL with
   * `{upc}`, `{title}` and `{artist}` placeholders (e.g. a search by UPC), filled in
   * URL-encoded. Null or empty: no link (empty: an operator's choice, which seeding keeps;
   * null: never set, which seeding fills from the catalogue).
   */
  linkTemplate: text('link_template'),
  major: boolean('major').notNull().default(false),
  /**
   * An admin changed the facts the catalogue seeds (name, major, premium-only): from then on
   * seeding leaves them as the admin set them.
   */
  catalogueOverridden: boolean('catalogue_overridden').notNull().default(false),
  premiumOnly: boolean('premium_only').notNull().default(true),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type StoreRow = typeof stores.$inferSelect;
export type NewStoreRow = typeof stores.$inferInsert;
