import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { deliveryKinds, deliveryStates } from '@soundpost/contracts/delivery';
import { releases } from '../releases/releases.table.ts';
import { stores } from '../stores/stores.table.ts';
import { tracks } from '../releases/tracks.table.ts';
import { users } from '../users/users.table.ts';

/**
 * One DDEX message of a release to one store. `version` counts the release's approvals: an
 * update is a new row of a higher version; a takedown reuses the version the store last had.
 */
export const deliveries = pgTable(
  'deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    releaseId: uuid('release_id')
      .notNull()
      .references(() => releases.id, { onDelete: 'cascade' }),
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: deliveryKinds }).notNull(),
    version: integer('version').notNull(),
    /** The ERN MessageId, and the `AcknowledgedMessageId` the store's ACK names. */
    messageId: text('message_id').notNull(),
    batchId: text('batch_id').notNull(),
    state: text('state', { enum: deliveryStates }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** Where the release is on the store: the template's link until an admin sets the real one. */
    storeLink: text('store_link'),
    /** The admin who set the store's real link; null while the link is the template's. */
    storeLinkSetBy: uuid('store_link_set_by').references(() => users.id, { onDelete: 'set null' }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    /** Set when an admin confirmed by hand instead of the store's ACK file. */
    confirmedBy: uuid('confirmed_by').references(() => users.id, { onDelete: 'set null' }),
    confirmedManually: boolean('confirmed_manually').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('deliveries_message_id_key').on(t.messageId),
    uniqueIndex('deliveries_release_store_version_kind_key').on(
      t.releaseId,
      t.storeId,
      t.version,
      t.kind,
    ),
    index('deliveries_release_idx').on(t.releaseId, t.createdAt),
    // The ACK poll looks for the stores that have messages waiting for an answer.
    index('deliveries_waiting_idx')
      .on(t.storeId)
      .where(sql`${t.state} = 'delivered'`),
  ],
);

export type DeliveryRow = typeof deliveries.$inferSelect;
export type NewDeliveryRow = typeof deliveries.$inferInsert;

/**
 * A file of one release version as it is sent to every store: encoded once, kept in storage,
 * reused by each store's delivery. `trackId` null is the front cover.
 */
export const deliveryResources = pgTable(
  'delivery_resources',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    releaseId: uuid('release_id')
      .notNull()
      .references(() => releases.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    trackId: uuid('track_id').references(() => tracks.id, { onDelete: 'cascade' }),
    /** Path inside the release folder of a batch: `resources/<ISRC>.flac`, `resources/cover.jpg`. */
    fileName: text('file_name').notNull(),
    storageKey: text('storage_key').notNull(),
    md5: text('md5').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    /** FLAC, JPEG, or the uploaded lossy codec (MP3) delivered as uploaded. */
    codec: text('codec').notNull(),
    lossy: boolean('lossy').notNull().default(false),
    sampleRate: integer('sample_rate'),
    bitDepth: integer('bit_depth'),
    channels: integer('channels'),
    durationSeconds: doublePrecision('duration_seconds'),
    width: integer('width'),
    height: integer('height'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('delivery_resources_file_key').on(t.releaseId, t.version, t.fileName)],
);

export type DeliveryResourceRow = typeof deliveryResources.$inferSelect;
