import type { MetadataChangeTarget } from '@soundpost/contracts/forms';
import type { Db } from '../../db/client.ts';
import type { AppContext } from '../../lib/context.ts';
import type { Actor } from '../../plugins/types.ts';
import { queueDelivery } from '../delivery/index.ts';
import { applyMetadataChange } from '../releases/index.ts';
import type { FormRequestRow } from './forms.table.ts';

/**
 * What approving a request does beyond its status. A metadata change is written into the
 * release, which moves to `approved`, and the delivery start is queued in the same
 * transaction: the stores that had the release get an update through the one delivery path
 * (decision 055). The other forms are the team's work outside the platform.
 */
export async function applyApprovedChange(
  ctx: AppContext,
  tx: Db,
  actor: Actor,
  request: FormRequestRow,
) {
  if (request.formId !== 'metadata-change') return;
  const { release, track, change, newValue } = request.answers;
  const moved = await applyMetadataChange(ctx, tx, actor.user.id, {
    releaseId: release as string,
    ownerId: request.ownerId,
    target: change as MetadataChangeTarget,
    trackId: (track as string | null) ?? null,
    value: newValue as string,
    requestId: request.id,
  });
  await queueDelivery(ctx, moved.release.id, tx);
}
