import { AppError } from '../../lib/errors.ts';
import type { Db } from '../../db/client.ts';
import type { AppContext } from '../../lib/context.ts';
import type { Actor } from '../../plugins/types.ts';
import { findToolAllowance, returnToolUse, takeToolUse, toolUseAt } from '../tool-quotas/index.ts';
import type { MasteringProjectRow } from './mastering.table.ts';

/**
 * A plan's monthly allowance counts final masters (decision 046): previews are free, so an
 * artist tries presets without spending it. A new project is refused once none is left, so
 * nobody sets up a master they cannot finish this month.
 */
export async function checkMasteringAllowance(ctx: AppContext, actor: Actor): Promise<void> {
  const { used, limit, resetsAt } = await findToolAllowance(ctx, actor.user, 'mastering');
  if (limit !== null && used >= limit) {
    throw new AppError('tool_quota_reached', { params: { context: 'mastering', limit, resetsAt } });
  }
}

/** Takes a final master's use, in the transaction that queues it (refused when none is left). */
export async function takeMasteringUse(ctx: AppContext, actor: Actor, tx: Db): Promise<void> {
  await takeToolUse(ctx, actor.user, 'mastering', tx);
}

/**
 * Gives back the use of a final master that will not be made (cancelled, or failed after its
 * last retry): taken when its revision started, which is the row's `updatedAt` then.
 */
export async function returnMasteringUse(ctx: AppContext, row: MasteringProjectRow) {
  if (row.stage !== 'master') return;
  await returnToolUse(ctx, toolUseAt(row.ownerId, 'mastering', row.updatedAt));
}
