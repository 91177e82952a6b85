import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { SitePage } from '@soundpost/contracts/site-content';

export const siteEntryKinds = ['faq', 'testimonial'] as const;
export type SiteEntryKind = (typeof siteEntryKinds)[number];

/**
 * A question or a testimonial on the marketing pages (decision 060). `fields` holds what the
 * admin wrote (contracts' faqInputSchema or testimonialInputSchema without `pages`), every
 * text in the four languages; it is parsed again whenever it is read.
 */
export const siteEntries = pgTable(
  'site_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: siteEntryKinds }).notNull(),
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull(),
    /** The pages that show it (`landing`, `free`, `monetization`). */
    pages: jsonb('pages').$type<SitePage[]>().notNull(),
    /** Its place among its kind on every page, smallest first. */
    position: integer('position').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('site_entries_kind_position_idx').on(t.kind, t.position)],
);

export type SiteEntryRow = typeof siteEntries.$inferSelect;
