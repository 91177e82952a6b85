import { capabilitiesFor } from '@soundpost/contracts/capabilities';
import type { Db } from '../../db/client.ts';
import { planForMonth } from '../plans/plan-periods.ts';

/**
 * The owner's share, in percent, for a sale month: that of the plan they held for most of it
 * (decision 026). Answers are kept in `cache` for the rest of the import.
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
    const plan = (await planForMonth(db, ownerId, saleMonth)) ?? 'lite';
    percent = capabilitiesFor(plan).royaltySharePercent;
    cache.set(key, percent);
  }
  return percent;
}
