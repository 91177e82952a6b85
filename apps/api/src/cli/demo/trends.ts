import { createWriteStream, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import {
  generateTrends,
  importTrendReport,
  trendTsvColumns,
  trendTsvLine,
  type GeneratedFact,
} from '../../modules/analytics/index.ts';
import { demoStores } from './catalogue.ts';
import type { SeededRelease } from './releases.ts';
import type { DemoContext, Timeline } from './timeline.ts';

/** Streams and downloads of one sale month, store, recording and country (for the royalties). */
export type Usage = Map<string, { streams: number; downloads: number }>;
export const usageKey = (month: string, store: string, isrc: string, country: string) =>
  `${month}\t${store}\t${isrc}\t${country}`;

export type TrendTotals = { facts: number; streams: number; imports: number; usage: Usage };

/**
 * `days` of usage up to yesterday for the tracks on sale (each from its release date, until its
 * removal), from the shared trend generator.
 */
export function* demoFacts(
  t: Timeline,
  releases: readonly SeededRelease[],
  size: { days: number; rowsPerDay: number },
) {
  const onSale = new Map(
    releases.flatMap((r) =>
      r.onSale ? r.tracks.map((track) => [track.trackId, r.onSale!] as const) : [],
    ),
  );
  const days = new Map<string, number>();
  for (let d = -size.days; d < 0; d++) days.set(t.date(d), d);
  const facts = generateTrends({
    tracks: releases.flatMap((r) => (r.onSale ? r.tracks : [])),
    stores: demoStores,
    from: t.date(-size.days),
    days: size.days,
    rowsPerDay: size.rowsPerDay,
    seed: 20,
    dimensions: true,
  });
  for (const fact of facts) {
    const sale = onSale.get(fact.track.trackId)!;
    const day = days.get(fact.day)!;
    if (day >= sale.from && day < sale.to) yield fact;
  }
}

/** The facts as one Soundpost trend TSV per month (its lines name their stores). */
async function writeReports(dir: string, facts: Iterable<GeneratedFact>) {
  const files = new Map<string, WriteStream>();
  const totals = { facts: 0, streams: 0, usage: new Map() as Usage };
  for (const fact of facts) {
    const month = fact.day.slice(0, 7);
    let stream = files.get(month);
    if (!stream) {
      stream = createWriteStream(join(dir, `trends-${month}.tsv`));
      stream.write(`${trendTsvColumns.join('\t')}\n`);
      files.set(month, stream);
    }
    if (!stream.write(`${trendTsvLine(fact)}\n`)) await once(stream, 'drain');
    totals.facts++;
    totals.streams += fact.streams;
    const key = usageKey(month, fact.storeId, fact.track.isrc, fact.country);
    const used = totals.usage.get(key) ?? { streams: 0, downloads: 0 };
    used.streams += fact.streams;
    used.downloads += fact.downloads;
    totals.usage.set(key, used);
  }
  await Promise.all([...files.values()].map((stream) => finished(stream.end())));
  return { ...totals, months: [...files.keys()] };
}

/**
 * A year (by default) of trends imported through the admin's trend import, one report a month
 * (all stores, on the form the first of them), each imported on the 2nd of the next month, the
 * current month's today: its facts, daily and monthly rollups are all the import's own work.
 */
export async function seedTrends(
  ctx: DemoContext,
  t: Timeline,
  by: { adminId: string; dir: string },
  releases: readonly SeededRelease[],
  size: { days: number; rowsPerDay: number },
): Promise<TrendTotals> {
  const { months, ...totals } = await writeReports(by.dir, demoFacts(t, releases, size));
  for (const month of months) {
    const next = new Date(`${month}-02T06:00:00Z`);
    next.setUTCMonth(next.getUTCMonth() + 1);
    ctx.clock.set(next < t.now ? next : t.now);
    const filename = `trends-${month}.tsv`;
    const fields = { store: demoStores[0]!, format: 'tsv' as const };
    await importTrendReport(ctx, by.adminId, fields, { path: join(by.dir, filename), filename });
  }
  return { ...totals, imports: months.length };
}
