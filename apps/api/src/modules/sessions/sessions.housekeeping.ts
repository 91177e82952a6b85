import { lt } from 'drizzle-orm';
import type { AppContext } from '../../lib/context.ts';
import { sessions } from './sessions.table.ts';

/** Deletes sessions past their expiry (no request can use them any more). */
export async function deleteExpiredSessions(ctx: AppContext, now: Date): Promise<number> {
  const rows = await ctx.db
    .delete(sessions)
    .where(lt(sessions.expiresAt, now))
    .returning({ id: sessions.id });
  return rows.length;
}
