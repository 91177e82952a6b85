import type { Reauth } from '@soundpost/contracts/users';
import type { AppContext } from '../../lib/context.ts';
import { minutes } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type { Actor } from '../../plugins/types.ts';
import { listUserSessions } from '../sessions/index.ts';
import type { UserWithPlan } from '../users/index.ts';
import { verifyPassword } from './passwords.ts';
import { assertNotImpersonating, type Web } from './sign-in.ts';
import { checkCode } from './twofactor-code.ts';
import { giveBackAttempts, takeAttempts, type Limit } from './throttle.ts';
import { rateLimitedError } from '../../lib/rate-limit.ts';

/** An account with neither a password nor two-factor proves itself by a sign-in this recent. */
export const recentSignIn = minutes(10);

/** Wrong current passwords, counted across every form that asks for one. */
const reauthLimit = (userId: string): Limit => ({
  key: `reauth:${userId}`,
  max: 5,
  windowMs: minutes(15),
});

/**
 * Checks that the owner, not only a session, asks for a credential change (attack 3):
 * - an account with a password: the current password (5 wrong in 15 minutes, then 429);
 * - without a password but with two-factor: a current TOTP code (two-factor's own limit);
 * - with neither (social sign-in only): a session started in the last 10 minutes, else 403
 *   `recent_sign_in_required` and the owner signs in again with their provider.
 * An administrator acting as the user is refused whatever the proof.
 */
export async function assertOwnerPresent(
  ctx: AppContext,
  web: Web,
  actor: Actor,
  user: UserWithPlan,
  proof: Reauth,
) {
  assertNotImpersonating(actor);
  if (user.passwordHash) {
    if (!proof.currentPassword) {
      throw new AppError('current_password_required', {
        fields: { currentPassword: 'current_password_required' },
      });
    }
    // Taken before the check, atomically: concurrent guesses cannot check more than 5 passwords.
    const attempt = await takeAttempts(ctx, [reauthLimit(user.id)]);
    if ('retryAfterMs' in attempt) throw rateLimitedError(attempt.retryAfterMs);
    if (!(await verifyPassword(user.passwordHash, proof.currentPassword))) {
      throw new AppError('wrong_current_password', {
        fields: { currentPassword: 'wrong_current_password' },
      });
    }
    await giveBackAttempts(ctx, attempt.taken);
    return;
  }
  if (user.twofactorEnabledAt) {
    if (!proof.currentCode) {
      throw new AppError('twofactor_required', {
        fields: { currentCode: 'twofactor_required' },
      });
    }
    await checkCode(ctx, web, user, proof.currentCode, {
      allowRecovery: false,
      field: 'currentCode',
    });
    return;
  }
  const now = ctx.clock.now();
  const sessions = await listUserSessions(ctx.db, user.id, now);
  const session = sessions.find((s) => s.id === actor.session.id);
  if (!session || now.getTime() - session.createdAt.getTime() > recentSignIn) {
    throw new AppError('recent_sign_in_required');
  }
}
