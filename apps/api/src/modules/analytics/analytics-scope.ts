import type { AnalyticsDimension, AnalyticsQuery } from '@soundpost/contracts/analytics';
import { basicDimensions } from '@soundpost/contracts/analytics';
import { firstAnalyticsDay, type DayRange } from '@soundpost/contracts/analytics-periods';
import { capabilitiesFor } from '@soundpost/contracts/capabilities';
import type { Plan } from '@soundpost/contracts/users';
import { viewText } from '../../db/read-view.ts';
import type { AppContext } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { artistView } from '../artists/index.ts';

/** Who reads analytics: the account and its plan. */
export type AnalyticsReader = { id: string; planName: Plan };

/** What a read covers: the reader's artists (all, or the one asked), a store or all (`*`), days. */
export type AnalyticsScope = { artistIds: string[]; storeId: string; range: DayRange };

const artistsOfOwner = `select a.id from ${viewText(artistView('a'))} where a.owner_id = $1`;

/**
 * The scope of a query (decision 041): the reader's own artists, or the one asked when it is
 * theirs (another account's artist is 404, as if it did not exist). A label reads all its
 * artists at once.
 */
export async function analyticsScope(
  ctx: AppContext,
  reader: AnalyticsReader,
  query: AnalyticsQuery,
): Promise<AnalyticsScope> {
  const { rows } = await ctx.database.executeSql(artistsOfOwner, [reader.id]);
  const own = (rows as { id: string }[]).map((r) => r.id);
  if (query.artistId && !own.includes(query.artistId)) throw new AppError('not_found');
  const artistIds = query.artistId ? [query.artistId] : own;
  return {
    artistIds,
    storeId: query.store ?? '*',
    range: { from: await firstDay(ctx, artistIds, query.from, query.to), to: query.to },
  };
}

/**
 * Where a range really starts: "all time" (from the first analytics day) starts at the month of
 * the artists' first figures, so a series does not run through empty years.
 */
async function firstDay(ctx: AppContext, artistIds: string[], from: string, to: string) {
  if (from > firstAnalyticsDay) return from;
  const { rows } = await ctx.database.executeSql(
    `select min(period)::text as first from analytics_rollups
      where artist_id = any($1::uuid[]) and dimension = 'total' and store_id = '*' and grain = 'month'`,
    [artistIds],
  );
  const first = (rows[0] as { first: string | null }).first ?? to;
  return first < to ? first : to;
}

/**
 * Refuses what the reader's plan does not show (spec section 6): the free plan reads streams
 * per store and month and its top tracks; playlists are premium only.
 */
export function assertPlanShows(
  reader: AnalyticsReader,
  what: { dimension?: AnalyticsDimension; granularity?: string },
) {
  const capabilities = capabilitiesFor(reader.planName);
  if (what.dimension === 'playlist' && !capabilities.playlistAnalytics) {
    throw new AppError('analytics_premium_only');
  }
  if (capabilities.analytics === 'advanced') return;
  if (
    (what.dimension && !basicDimensions.includes(what.dimension)) ||
    (what.granularity && what.granularity !== 'month')
  ) {
    throw new AppError('analytics_paid_only');
  }
}
