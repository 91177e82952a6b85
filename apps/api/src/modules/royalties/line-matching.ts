import { eq, inArray } from 'drizzle-orm';
import { capabilitiesFor } from '@soundpost/contracts/capabilities';
import type { Db } from '../../db/client.ts';
import { planAt } from '../plans/plan-periods.ts';
import { releases } from '../releases/releases.table.ts';
import { tracks } from '../tracks/tracks.table.ts';
import type { ReportLine } from './report-reader.ts';

export type Match = { trackId: string | null; releaseId: string; ownerId: string };

/**
 * Finds what each line of a batch is for: the track with its ISRC when exactly one owner has
 * it, else the release with its UPC (UPCs are unique), else nothing (the line waits for an
 * admin). Two queries per batch, whatever its size.
 */
export async function matchLines(db: Db, lines: ReportLine[]) {
  const isrcs = [...new Set(lines.map((l) => l.isrc).filter(Boolean))];
  const upcs = [...new Set(lines.map((l) => l.upc).filter(Boolean))];
  const byIsrc = new Map<string, Match[]>();
  if (isrcs.length > 0) {
    const rows = await db
      .select({
        isrc: tracks.isrc,
        trackId: tracks.id,
        releaseId: releases.id,
        ownerId: releases.ownerId,
      })
      .from(tracks)
      .innerJoin(releases, eq(releases.id, tracks.releaseId))
      .where(inArray(tracks.isrc, isrcs));
    for (const { isrc, ...match } of rows) byIsrc.set(isrc!, [...(byIsrc.get(isrc!) ?? []), match]);
  }
  const byUpc = new Map<string, Match>();
  if (upcs.length > 0) {
    const rows = await db
      .select({ upc: releases.upc, releaseId: releases.id, ownerId: releases.ownerId })
      .from(releases)
      .where(inArray(releases.upc, upcs));
    for (const { upc, ...match } of rows) byUpc.set(upc!, { ...match, trackId: null });
  }
  return lines.map((line): Match | undefined => {
    const candidates = byIsrc.get(line.isrc) ?? [];
    const owners = new Set(candidates.map((c) => c.ownerId));
    if (owners.size === 1) return candidates[0];
    return byUpc.get(line.upc);
  });
}

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
