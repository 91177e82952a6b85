import type { AppContext } from '../../lib/context.ts';
import type { Actor } from '../../plugins/types.ts';

/**
 * Whether the actor may start a mastering run (a new project's preview, or a final master).
 * Every plan may, for now: this is where the per-plan quotas of the tools hub are checked,
 * throwing their error when the month's allowance is spent.
 */
export async function checkMasteringAllowance(_ctx: AppContext, _actor: Actor): Promise<void> {}
