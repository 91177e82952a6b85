import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { presaveServices } from '@soundpost/contracts/presave';
import { releases } from '../releases/releases.table.ts';
import { users } from '../users/users.table.ts';

/** A paid plan's release with pre-save on, and its public page `/release/{key}` (decision 054). */
export const presaveCampaigns = pgTable(
  'presave_campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    releaseId: uuid('release_id')
      .notNull()
      .references(() => releases.id, { onDelete: 'cascade' }),
    /** The page's random address: 12 characters, unguessable, never reused. */
    key: text('key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When the release-day sweep queued every subscriber's delivery. */
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('presave_campaigns_key').on(t.key),
    // The sweep's idempotence: one campaign per release, whoever inserts first.
    uniqueIndex('presave_campaigns_release_key').on(t.releaseId),
    index('presave_campaigns_owner_idx').on(t.ownerId),
  ],
);

export type PresaveCampaignRow = typeof presaveCampaigns.$inferSelect;

/**
 * A listener waiting for the release: a Spotify account (its tokens sealed with the secret box)
 * or an e-mail address (counted once confirmed). Leaving deletes the row.
 */
export const presaveSubscribers = pgTable(
  'presave_subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => presaveCampaigns.id, { onDelete: 'cascade' }),
    service: text('service', { enum: presaveServices }).notNull(),
    /** The service's account id, or the e-mail address in lower case: one subscription each. */
    account: text('account').notNull(),
    lang: text('lang').notNull(),
    country: text('country'),
    followers: integer('followers'),
    /** Sealed (`presave-tokens`); null for e-mail subscribers. */
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    /** E-mail: set by the link of the confirmation e-mail; a service's account: at once. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** Release day: saved to the library, or e-mailed. Never done twice once set. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** Why a delivery stopped for good (`revoked`: the listener withdrew the grant). */
    failure: text('failure'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('presave_subscribers_account_key').on(t.campaignId, t.service, t.account),
    index('presave_subscribers_due_idx')
      .on(t.campaignId)
      .where(sql`${t.deliveredAt} is null and ${t.failure} is null`),
  ],
);

export type PresaveSubscriberRow = typeof presaveSubscribers.$inferSelect;
export type NewPresaveSubscriberRow = typeof presaveSubscribers.$inferInsert;

/**
 * The OAuth states already used: a state comes back once. Rows live as long as the state could
 * (10 minutes); housekeeping deletes them after.
 */
export const presaveStateUses = pgTable('presave_state_uses', {
  nonce: text('nonce').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
