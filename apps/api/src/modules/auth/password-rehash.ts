import type { AppContext } from '../../lib/context.ts';
import { updateUser } from '../users/index.ts';
import { rehashIfNeeded } from './passwords.ts';

/**
 * Called once a password has just been verified: replaces a hash made with older argon2
 * parameters by one made with today's, so raising the cost reaches every active account.
 */
export async function upgradePasswordHash(
  ctx: AppContext,
  user: { id: string; passwordHash: string | null },
  password: string,
) {
  if (!user.passwordHash) return;
  const passwordHash = await rehashIfNeeded(user.passwordHash, password);
  if (passwordHash) await updateUser(ctx.db, user.id, { passwordHash });
}
