import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** An OpenID Connect sign-in under way: state, PKCE verifier and nonce, single use. */
export const oidcStates = pgTable('oidc_states', {
  state: text('state').primaryKey(),
  provider: text('provider', { enum: ['google', 'apple'] }).notNull(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  redirect: text('redirect'),
  /** SHA-256 of a cookie set with the redirect, so only the browser that started may finish. */
  browserHash: text('browser_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
