import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { releases } from '../releases/releases.table.ts';
import { tracks } from '../releases/tracks.table.ts';
import { users } from '../users/users.table.ts';

/**
 * A release owner's share of a track's (or, without a track, a whole release's) earnings with
 * a collaborator invited by e-mail (decision 030). It applies to report lines posted while it
 * is accepted: from `acceptedAt` until `removedAt`. Rows are never deleted (entries name them).
 */
export const splits = pgTable(
  'splits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // A deleted draft takes its splits along; a split that paid something is named by
    // ledger postings, whose foreign key then refuses the deletion.
    releaseId: uuid('release_id')
      .notNull()
      .references(() => releases.id, { onDelete: 'cascade' }),
    trackId: uuid('track_id').references(() => tracks.id, { onDelete: 'cascade' }),
    /** The invited address, lower case; only the account with it may answer. */
    email: text('email').notNull(),
    collaboratorId: uuid('collaborator_id').references(() => users.id, { onDelete: 'restrict' }),
    /** The collaborator's part of the artist share, in basis points (1–10,000). */
    basisPoints: integer('basis_points').notNull(),
    /** The collaborator's costs paid back first, in units of 10^-8 USD (0: none). */
    recoupUnits: bigint('recoup_units', { mode: 'bigint' }).notNull(),
    /**
     * What the split(s) this one replaced (new terms for an accepted split) had already paid
     * back of the same costs: it counts as recouped here, so costs are never paid back twice.
     */
    recoupedBeforeUnits: bigint('recouped_before_units', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** The invitation link's token, hashed; a resend replaces it. */
    tokenHash: text('token_hash').notNull(),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('splits_token_hash_key').on(t.tokenHash),
    index('splits_release_idx').on(t.releaseId),
    index('splits_email_idx').on(t.email),
    check('splits_basis_points_range', sql`${t.basisPoints} between 1 and 10000`),
    check('splits_recoup_units_nonnegative', sql`${t.recoupUnits} >= 0`),
    check('splits_recouped_before_nonnegative', sql`${t.recoupedBeforeUnits} >= 0`),
  ],
);

export type SplitRow = typeof splits.$inferSelect;
