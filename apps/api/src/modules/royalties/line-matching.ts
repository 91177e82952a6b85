import { capabilitiesFor } from '@soundpost/contracts/capabilities';
import type { Db } from '../../db/client.ts';
import { planAt } from '../plans/plan-periods.ts';

/**
 * The owner's share, in percent, for a sale month: that of the plan they had at the month's
 * first instant (UTC). Answers are kept in `cache` for the rest of the import.
 */
export async function sharePercentFor(
  db: Db,
  cache: Map<string, number>,
  ownerId: string,
  saleMonth: string,
) {
  const key = `${ownerId}|${saleMonth}`;
  let percent = cache.get(key);
  if (percent === undefined) {
    const plan = (await planAt(db, ownerId, new Date(`${saleMonth}T00:00:00Z`))) ?? 'lite';
    percent = capabilitiesFor(plan).royaltySharePercent;
    cache.set(key, percent);
  }
  return percent;
}
