import { boolean, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { storeCategories, storeTransports } from '@soundpost/contracts/stores';

/**
 * Settings of the store's transport: folder `{path}` (under the deliveries directory), sftp
 * `{host, port, username, path}`, s3 `{bucket, prefix, region, endpoint}`. Secrets are not
 * kept here.
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
  major: boolean('major').notNull().default(false),
  premiumOnly: boolean('premium_only').notNull().default(true),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type StoreRow = typeof stores.$inferSelect;
export type NewStoreRow = typeof stores.$inferInsert;
