import type { PlatformSettings, platformSettingsPatchSchema } from '@soundpost/contracts/admin';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { AppContext } from '../../lib/context.ts';
import { getDeliverySettings, saveDeliverySettings } from '../delivery/index.ts';
import { getPayoutSettings, savePayoutSettings } from '../payouts/index.ts';
import { getAutoApprovalSettings, saveAutoApprovalSettings } from '../prereview/index.ts';
import { getReleaseSettings, saveReleaseSettings } from '../releases/index.ts';
import { getUploadSettings, saveUploadSettings } from '../uploads/index.ts';

/** Every setting an administrator edits (GET /v1/admin/settings): each module's own group. */
export async function getPlatformSettings(db: Db): Promise<PlatformSettings> {
  const [releases, uploads, delivery, autoApproval, payouts] = await Promise.all([
    getReleaseSettings(db),
    getUploadSettings(db),
    getDeliverySettings(db),
    getAutoApprovalSettings(db),
    getPayoutSettings(db),
  ]);
  return { ...releases, ...uploads, ...delivery, ...autoApproval, ...payouts };
}

/** Changes the given settings together; the next submissions and uploads use them. */
export async function updatePlatformSettings(
  ctx: AppContext,
  patch: z.output<typeof platformSettingsPatchSchema>,
): Promise<PlatformSettings> {
  const {
    maxUnfinishedUploads,
    maxUploadBytesPerDay,
    ddexPartyId,
    ddexPartyName,
    autoApprovalEnabled,
    autoApprovalHoldMinutes,
    autoApprovalMinAccountAgeDays,
    autoApprovalSpotCheckPercent,
    payoutMinimumUsd,
    payoutManualApproval,
    ...releases
  } = patch;
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await saveReleaseSettings(tx, releases, now);
    await saveUploadSettings(tx, { maxUnfinishedUploads, maxUploadBytesPerDay }, now);
    await saveDeliverySettings(tx, { ddexPartyId, ddexPartyName }, now);
    await saveAutoApprovalSettings(
      tx,
      {
        autoApprovalEnabled,
        autoApprovalHoldMinutes,
        autoApprovalMinAccountAgeDays,
        autoApprovalSpotCheckPercent,
      },
      now,
    );
    await savePayoutSettings(tx, { payoutMinimumUsd, payoutManualApproval }, now);
  });
  return getPlatformSettings(ctx.db);
}
