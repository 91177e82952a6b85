import type { AppContext } from '../../lib/context.ts';
import { completeTakedown, publish, type Moved, lockRelease } from '../releases/index.ts';
import * as repo from './deliveries.repository.ts';

/**
 * Moves the release on when its stores have all answered: in_process → published once every
 * delivery of its latest version is acknowledged, takedown_requested → removed once every
 * takedown is. Runs after each acknowledgement, in one transaction on the locked release.
 */
export async function settleRelease(ctx: AppContext, releaseId: string): Promise<void> {
  const moved = await ctx.db.transaction(async (tx): Promise<Moved | undefined> => {
    const release = await lockRelease(tx, releaseId);
    if (!release) return undefined;
    const takedown = release.status === 'takedown_requested';
    if (!takedown && release.status !== 'in_process') return undefined;
    const version = await repo.latestVersion(tx, releaseId);
    const waiting = await repo.listVersionDeliveries(
      tx,
      releaseId,
      version,
      takedown ? ['takedown'] : ['new', 'update'],
    );
    if (!waiting.every((d) => d.state === 'acknowledged')) return undefined;
    if (takedown) return completeTakedown(ctx, tx, release, null);
    return waiting.length ? publish(ctx, tx, release, null) : undefined;
  });
  await moved?.notify();
}
