import type { AppContext } from '../../lib/context.ts';
import { campaignStatus, releaseDayOf } from './presave.service.ts';
import * as repo from './presave.repository.ts';

export type PublicCampaign =
  | { state: 'missing' }
  | { state: 'gone' }
  | { state: 'found'; found: repo.CampaignWithRelease; phase: 'scheduled' | 'released' };

const shown: readonly string[] = repo.campaignReleaseStatuses;

/**
 * A campaign as its public page finds it (spec section 4): removed (410) when the stores took
 * the release down; not found (404) when the key is unknown, the release is not (or no longer)
 * approved, or its pre-save date has not come; else found, scheduled until release day.
 */
export async function findPublicCampaign(ctx: AppContext, key: string): Promise<PublicCampaign> {
  if (!/^[a-z0-9]{14}$/.test(key)) return { state: 'missing' };
  return publicStateOf(ctx, await repo.findCampaignByKey(ctx.db, key));
}

export function publicStateOf(
  ctx: AppContext,
  found: repo.CampaignWithRelease | undefined,
): PublicCampaign {
  if (!found) return { state: 'missing' };
  const status = campaignStatus(found);
  if (status === 'removed') return { state: 'gone' };
  if (!shown.includes(found.release.status)) return { state: 'missing' };
  const today = ctx.clock.now().toISOString().slice(0, 10);
  if (found.release.presaveDate && found.release.presaveDate > today) return { state: 'missing' };
  const day = releaseDayOf(found.release);
  const out = status === 'released' || (day !== null && day <= today);
  return { state: 'found', found, phase: out ? 'released' : 'scheduled' };
}
