import type { ReleaseOverview } from '@soundpost/contracts/releases';
import type { AppContext } from '../../lib/context.ts';
import type { Actor } from '../../plugins/types.ts';
import { artistVisibleKinds, toActivityDto } from './release-activity-view.ts';
import { findReleaseAllowance } from './release-allowance.ts';
import { listItemMapper } from './list-releases.ts';
import * as repo from './releases.repository.ts';

const shown = 4;
const events = 8;

/**
 * The dashboard's view of the actor's releases: the newest, those on their way by release
 * date, the latest events over all of them (only what the artist may see of each), how many
 * there are, and the month's allowance on a plan with a limit.
 */
export async function getReleaseOverview(ctx: AppContext, actor: Actor): Promise<ReleaseOverview> {
  const ownerId = actor.user.id;
  const today = ctx.clock.now().toISOString().slice(0, 10);
  const [newest, upcoming, activity, total, allowance] = await Promise.all([
    repo.listReleases(ctx.db, ownerId, 'newest', undefined, shown),
    repo.listUpcomingReleases(ctx.db, ownerId, today, shown),
    repo.listOwnerActivity(ctx.db, ownerId, artistVisibleKinds, events),
    repo.countReleases(ctx.db, ownerId),
    findReleaseAllowance(ctx, actor),
  ]);
  // The list query reads one more row than asked, to tell whether a next page exists.
  const latest = newest.slice(0, shown);
  const toItem = await listItemMapper(ctx, actor, [...latest, ...upcoming]);
  return {
    latest: latest.map(toItem),
    upcoming: upcoming.map(toItem),
    activity: activity.map((row) => ({
      ...toActivityDto(row, ownerId),
      releaseId: row.releaseId,
      releaseTitle: row.releaseTitle,
    })),
    total,
    allowance,
  };
}
