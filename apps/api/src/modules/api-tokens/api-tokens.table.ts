import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TokenScope } from '@soundpost/contracts/analytics';
import { users } from '../users/users.table.ts';

/**
 * Personal access tokens (decision 042), stored by the SHA-256 of their secret, never the
 * secret. A revoked token keeps its row, so a request log's token id still names it.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    scopes: text('scopes').array().$type<TokenScope[]>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Written at most once a minute, so a script's reads stay reads. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('api_tokens_user_idx').on(t.userId)],
);
