import { capabilitiesFor } from '@soundpost/contracts/capabilities';
import type { ReleaseAllowance } from '@soundpost/contracts/releases';
import type { Db } from '../../db/client.ts';
import type { AppContext } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import type { Actor } from '../../plugins/types.ts';
import { getReleaseSettings } from './release-settings.ts';
import * as repo from './releases.repository.ts';

/** The calendar month (UTC) around `now`, as [from, to). */
export function monthOf(now: Date) {
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { from, to };
}

/**
 * The monthly releases of a plan that has a limit: first submissions this month (UTC), the
 * limit, and when a new month starts. Null on plans without one.
 */
export async function findReleaseAllowance(
  ctx: AppContext,
  actor: Actor,
  db: Db = ctx.db,
): Promise<ReleaseAllowance | null> {
  if (!capabilitiesFor(actor.user.planName).monthlyReleaseLimit) return null;
  const { from, to } = monthOf(ctx.clock.now());
  const [settings, used] = await Promise.all([
    getReleaseSettings(db),
    repo.countFirstSubmissions(db, actor.user.id, from, to),
  ]);
  return { used, limit: settings.distroLimit, resetsAt: to.toISOString() };
}

/**
 * A new release may start only while the month's allowance has room: once it is used up,
 * 409 `distro_limit` says so before any upload or metadata is typed.
 */
export async function assertCanStartRelease(ctx: AppContext, actor: Actor): Promise<void> {
  const allowance = await findReleaseAllowance(ctx, actor);
  if (allowance && allowance.used >= allowance.limit) {
    throw new AppError('distro_limit', { params: { limit: allowance.limit } });
  }
}
