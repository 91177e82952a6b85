import { and, eq, lt } from 'drizzle-orm';
import type { SocialProvider } from '@soundpost/contracts/auth';
import type { Db } from '../../db/client.ts';
import { oidcStates } from './social.table.ts';

export type OidcStateRow = typeof oidcStates.$inferSelect;

/** Stores a sign-in under way, first dropping the ones that can no longer finish. */
export async function insertOidcState(db: Db, values: OidcStateRow, now: Date) {
  await db.delete(oidcStates).where(lt(oidcStates.expiresAt, now));
  await db.insert(oidcStates).values(values);
}

/**
 * Takes (deletes and returns) the state only when provider and browser match too, in one
 * statement: two requests racing with the same state cannot both get it, and a request from
 * another browser cannot burn the state of the one that started the sign-in.
 */
export async function takeOidcState(
  db: Db,
  key: { state: string; provider: SocialProvider; browserHash: string },
) {
  const [row] = await db
    .delete(oidcStates)
    .where(
      and(
        eq(oidcStates.state, key.state),
        eq(oidcStates.provider, key.provider),
        eq(oidcStates.browserHash, key.browserHash),
      ),
    )
    .returning();
  return row;
}
