import type { AppContext } from '../../lib/context.ts';
import { replacePageFacts } from '../analytics/index.ts';
import { hitsAsFacts } from './smart-links.repository.ts';

const dayMs = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * Housekeeping: yesterday's and today's (UTC) smart-link views and clicks into the analytics
 * facts, per release, store clicked (`''` for a view) and country, where the analytics pages
 * and the API read them beside the stores' streams (decision 050). Hourly, so today's figures
 * are at most an hour old and yesterday's last hour is counted once the day is over.
 */
export async function feedSmartLinkFacts(ctx: AppContext, now: Date) {
  const days = [isoDay(now.getTime() - dayMs), isoDay(now.getTime())];
  return replacePageFacts(ctx.database, 'smart_link', days, await hitsAsFacts(ctx.db, days));
}
