import { randomInt } from 'node:crypto';
import { capabilitiesFor } from '@soundpost/contracts/capabilities';
import type {
  PresaveCampaign,
  PresaveCampaignDetail,
  PresaveCampaignStatus,
} from '@soundpost/contracts/presave';
import type { AppContext } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { Actor } from '../../plugins/types.ts';
import { defaultLinkUrl } from '../smart-links/index.ts';
import * as repo from './presave.repository.ts';

/** A fresh public key: 14 lower-case letters and digits (72 bits), so no page can be guessed. */
export const newCampaignKey = () =>
  Array.from({ length: 14 }, () => randomInt(36).toString(36)).join('');

/**
 * Gives every paid plan's approved release with pre-save on (of one owner, or all) its campaign.
 * Safe to run twice or at once: the unique campaign per release makes a second insert a no-op,
 * as with smart links (decision 050). Returns how many it made.
 */
export async function ensureCampaigns(ctx: AppContext, ownerId: string | null = null) {
  let made = 0;
  for (;;) {
    const due = await repo.releasesWithoutCampaign(ctx.db, ownerId, 200);
    let madeNow = 0;
    for (const release of due) {
      const row = await repo.insertCampaign(ctx.db, {
        ownerId: release.ownerId,
        releaseId: release.id,
        key: newCampaignKey(),
        createdAt: ctx.clock.now(),
      });
      if (row) madeNow++;
    }
    made += madeNow;
    if (due.length < 200 || madeNow === 0) return made;
  }
}

/** The day the release goes out: its live date, else its release date. */
export const releaseDayOf = (release: repo.CampaignWithRelease['release']) =>
  release.liveDate ?? release.releaseDate;

export function campaignStatus(found: repo.CampaignWithRelease): PresaveCampaignStatus {
  if (found.release.status === 'removed' || found.release.status === 'takedown_requested') {
    return 'removed';
  }
  return found.campaign.releasedAt ? 'released' : 'scheduled';
}

/** The public page of a campaign. */
export const campaignUrl = (ctx: AppContext, key: string) => `${ctx.config.appUrl}/release/${key}`;

/** Campaigns are the paid plans' (spec section 6); anyone else is shown the upsell. */
function assertPaid(actor: Actor) {
  if (!capabilitiesFor(actor.user.planName).presave) throw new AppError('presave_paid_only');
}

async function toCampaign(
  ctx: AppContext,
  found: repo.CampaignWithRelease,
  subscribers: number,
): Promise<PresaveCampaign> {
  const { campaign, release } = found;
  return {
    id: campaign.id,
    releaseId: campaign.releaseId,
    releaseTitle: release.title ?? '',
    artistName: found.artistName ?? '',
    upc: release.upc,
    releaseDate: releaseDayOf(release),
    startsOn: release.presaveDate,
    status: campaignStatus(found),
    url: campaignUrl(ctx, campaign.key),
    smartLinkUrl: await defaultLinkUrl(ctx, campaign.ownerId, campaign.releaseId),
    subscribers,
  };
}

/** GET /v1/presave: the artist's campaigns, made first for releases that lack theirs. */
export async function listCampaigns(ctx: AppContext, actor: Actor) {
  assertPaid(actor);
  await ensureCampaigns(ctx, actor.user.id);
  const rows = await repo.listOwnerCampaigns(ctx.db, actor.user.id);
  const counts = await repo.countSubscribers(
    ctx.db,
    rows.map((r) => r.campaign.id),
  );
  const items = [];
  for (const row of rows) items.push(await toCampaign(ctx, row, counts.get(row.campaign.id) ?? 0));
  return { items };
}

/** A campaign is its owner's alone: anyone else, staff too, is told it does not exist. */
const canViewCampaign = (actor: Actor, campaign: { ownerId: string }) =>
  campaign.ownerId === actor.user.id;

async function findOwnCampaign(ctx: AppContext, actor: Actor, id: string) {
  const found = isUuid(id) ? await repo.findCampaignById(ctx.db, id) : undefined;
  if (!found || !canViewCampaign(actor, found.campaign)) throw new AppError('presave_not_found');
  return found;
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** Confirmed subscribers per day from the first one's day to today, every day listed. */
function perDay(days: string[], today: string) {
  const counts = new Map<string, number>();
  for (const day of days) counts.set(day, (counts.get(day) ?? 0) + 1);
  if (!days.length) return [];
  const points = [];
  for (
    let d = new Date(`${days[0]}T00:00:00Z`);
    isoDay(d) <= today;
    d.setUTCDate(d.getUTCDate() + 1)
  ) {
    points.push({ day: isoDay(d), subscribers: counts.get(isoDay(d)) ?? 0 });
    if (points.length > 400) break;
  }
  return points;
}

/** GET /v1/presave/:id: the campaign, its subscribers (country, followers, date) and the chart. */
export async function getCampaign(
  ctx: AppContext,
  actor: Actor,
  id: string,
): Promise<PresaveCampaignDetail> {
  assertPaid(actor);
  const found = await findOwnCampaign(ctx, actor, id);
  const subscribers = await repo.listSubscribers(ctx.db, found.campaign.id);
  const today = isoDay(ctx.clock.now());
  return {
    ...(await toCampaign(ctx, found, subscribers.length)),
    subscriberList: subscribers.map((s) => ({
      service: s.service,
      country: s.country,
      followers: s.followers,
      subscribedAt: s.confirmedAt!.toISOString(),
      delivery: s.deliveredAt ? 'done' : s.failure ? 'failed' : 'pending',
    })),
    perDay: perDay(
      subscribers.map((s) => isoDay(s.confirmedAt!)),
      today,
    ),
  };
}
