import { capabilitiesFor } from '@soundpost/contracts/capabilities';
import type { AppContext } from '../../lib/context.ts';
import type { Actor } from '../../plugins/types.ts';
import { buildReleaseDetail } from './release-detail.ts';
import { requestTakedown, runTransition } from './release-status.ts';
import { findOwnRelease } from './releases.service.ts';

/**
 * The artist asks for the release to be removed from every store (it cannot be undone).
 * Free plans wait 90 days after the release date: 409 `takedown_too_early` with the days left.
 */
export async function requestReleaseTakedown(ctx: AppContext, actor: Actor, id: string) {
  const release = await findOwnRelease(ctx, actor, id);
  const capabilities = capabilitiesFor(actor.user.planName);
  const moved = await runTransition(ctx, release.id, (db, locked) =>
    requestTakedown(ctx, db, locked, actor.user.id, capabilities),
  );
  return buildReleaseDetail(ctx, actor, moved);
}
