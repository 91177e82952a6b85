import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { royaltyImportFieldsSchema } from '@soundpost/contracts/royalties';
import { importRoyaltyReport } from '../../modules/royalties/index.ts';
import type { DemoContext, Timeline } from './timeline.ts';
import type { Usage } from './trends.ts';

/**
 * Each store as its reports name it, and what it pays per stream in USD (the demo's round figures: video and social services pay
 * least, hi-fi ones most); a download pays 0.70 everywhere.
 */
const stores: Record<string, { name: string; rate: number }> = {
  spotify: { name: 'Spotify', rate: 0.0032 },
  'apple-music': { name: 'Apple Music', rate: 0.0068 },
  'youtube-music': { name: 'YouTube Music', rate: 0.0021 },
  'amazon-music': { name: 'Amazon Music', rate: 0.004 },
  deezer: { name: 'Deezer', rate: 0.0045 },
  tidal: { name: 'TIDAL', rate: 0.011 },
  soundcloud: { name: 'SoundCloud', rate: 0.0025 },
  audiomack: { name: 'Audiomack', rate: 0.001 },
  pandora: { name: 'Pandora', rate: 0.0018 },
  tiktok: { name: 'TikTok', rate: 0.0006 },
  itunes: { name: 'iTunes', rate: 0 },
  napster: { name: 'Napster', rate: 0.008 },
  qobuz: { name: 'Qobuz', rate: 0.009 },
};
const downloadPrice = 0.7;

/** The header of the common distributor TSV (README, "Royalty reports"). */
const header = [
  'Reporting Date',
  'Sale Month',
  'Store',
  'Artist',
  'Title',
  'ISRC',
  'UPC',
  'Quantity',
  'Country of Sale',
  'Earnings in USD',
].join('\t');

export type Recording = { isrc: string; artist: string; title: string; upc: string };

/** `count` sale months (YYYY-MM) before the current one, oldest first. */
export function pastMonths(today: Date, count: number) {
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - count + i, 1));
    return d.toISOString().slice(0, 7);
  });
}

/** One month's statement: a line per store, recording and country, priced from its usage. */
function statement(month: string, reported: string, usage: Usage, recordings: Recording[]) {
  const byIsrc = new Map(recordings.map((rec) => [rec.isrc, rec]));
  const lines = [header];
  let total = 0;
  for (const [key, used] of usage) {
    const [sold, store, isrc, country] = key.split('\t') as [string, string, string, string];
    const rec = byIsrc.get(isrc);
    const paying = stores[store];
    if (sold !== month || !rec || !paying) continue;
    const earnings = used.streams * paying.rate + used.downloads * downloadPrice;
    if (earnings <= 0) continue;
    total += earnings;
    const quantity = used.streams + used.downloads;
    const named = [reported, month, paying.name, rec.artist, rec.title, rec.isrc, rec.upc];
    lines.push([...named, quantity, country, earnings.toFixed(6)].join('\t'));
  }
  return { text: `${lines.join('\n')}\n`, lines: lines.length - 1, total };
}

/**
 * The monthly sales reports of the last `months` months, priced from the same usage the trends
 * carry, each imported through the admin's royalty import on the 20th of the next month (or
 * yesterday, if that is sooner): the ledger's credits, shares and splits are the import's.
 */
export async function seedRoyalties(
  ctx: DemoContext,
  t: Timeline,
  by: { adminId: string; dir: string },
  usage: Usage,
  recordings: Recording[],
  months: number,
) {
  let lines = 0;
  let total = 0;
  const periods = pastMonths(t.now, months);
  for (const month of periods) {
    const next = new Date(`${month}-20T12:00:00Z`);
    next.setUTCMonth(next.getUTCMonth() + 1);
    const importedAt = next < t.at(-1) ? next : t.at(-1, 12);
    ctx.clock.set(importedAt);
    const report = statement(month, importedAt.toISOString().slice(0, 10), usage, recordings);
    const filename = `royalties-${month}.tsv`;
    await writeFile(join(by.dir, filename), report.text);
    const fields = royaltyImportFieldsSchema.parse({
      store: 'Monthly statement',
      period: month,
      currency: 'USD',
      format: 'tsv',
    });
    await importRoyaltyReport(ctx, by.adminId, fields, {
      path: join(by.dir, filename),
      filename,
    });
    lines += report.lines;
    total += report.total;
  }
  return { imports: periods.length, lines, total };
}
