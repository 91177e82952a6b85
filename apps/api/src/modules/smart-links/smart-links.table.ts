import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { smartLinkStatuses, type SmartLinkTheme } from '@soundpost/contracts/smart-links';
import { releases } from '../releases/releases.table.ts';
import { users } from '../users/users.table.ts';

/** A store's button on a link: shown or not; the array's order is the page's order. */
export type SmartLinkStoreEntry = { storeId: string; enabled: boolean };

/** A public page of one release with a button per store (decision 050). */
export const smartLinks = pgTable(
  'smart_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    releaseId: uuid('release_id')
      .notNull()
      .references(() => releases.id, { onDelete: 'cascade' }),
    /** Unique among every link, removed ones too (their page answers 410). */
    slug: text('slug').notNull(),
    status: text('status', { enum: smartLinkStatuses }).notNull().default('active'),
    /** The one link the sweep made for the approved release; the artist's others are false. */
    isDefault: boolean('is_default').notNull().default(false),
    /** The artist's order and toggles; the release's stores not named here show, enabled, last. */
    stores: jsonb('stores').$type<SmartLinkStoreEntry[]>().notNull().default([]),
    /** PRO look; null is the default look (and what other plans get, whatever is stored). */
    theme: jsonb('theme').$type<SmartLinkTheme>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('smart_links_slug_key').on(t.slug),
    // The sweep's idempotence: one default link per release, whoever inserts first.
    uniqueIndex('smart_links_default_key')
      .on(t.releaseId)
      .where(sql`${t.isDefault}`),
    index('smart_links_owner_created_idx').on(t.ownerId, t.createdAt),
    // A release's links (the artist catalogue's cards read them for a page of artists at once).
    index('smart_links_release_idx').on(t.releaseId),
  ],
);

export type SmartLinkRow = typeof smartLinks.$inferSelect;
export type NewSmartLinkRow = typeof smartLinks.$inferInsert;

/**
 * One visitor's view of a page (`storeId` '') or click on a store's button in a day, written
 * once: the unique key makes a repeat a no-op. `visitor` is a hash of the day's salt, the link,
 * the address and the agent; once the salt is deleted nobody can tell whose it was.
 */
export const smartLinkHits = pgTable(
  'smart_link_hits',
  {
    linkId: uuid('link_id')
      .notNull()
      .references(() => smartLinks.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    storeId: text('store_id').notNull(),
    visitor: text('visitor').notNull(),
    /** ISO 3166 alpha-2 from the proxy's header, or `unknown`. */
    country: text('country').notNull(),
    /** The referring page's host, or `direct`. */
    referrer: text('referrer').notNull(),
  },
  (t) => [uniqueIndex('smart_link_hits_key').on(t.linkId, t.day, t.storeId, t.visitor)],
);

/** The salt of one UTC day; days before today are deleted by housekeeping. */
export const smartLinkSalts = pgTable('smart_link_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
});
