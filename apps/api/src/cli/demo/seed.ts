import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoReleases } from './catalogue.ts';
import { makeTrackAudio } from './media.ts';
import { renewPlans, seedPayout, seedSplit } from './money.ts';
import {
  actorOf,
  createDemoAdmin,
  createDemoCollaborator,
  createDemoLabel,
  demoCredentials,
} from './people.ts';
import { seedArtists, seedReleases } from './releases.ts';
import { seedRoyalties } from './royalties.ts';
import { timeline, type DemoContext } from './timeline.ts';
import { seedTrends } from './trends.ts';

/** How much history the demo gets: days of trends, their rows a day, months of royalties. */
export type DemoSize = { trendDays: number; rowsPerDay: number; royaltyMonths: number };

export const demoSizes = {
  /** `npm run demo`: a year of trends up to yesterday, six monthly statements. */
  full: { trendDays: 365, rowsPerDay: 250, royaltyMonths: 6 },
  /** The test's: five months, four statements (the oldest two matured for the payout). */
  small: { trendDays: 150, rowsPerDay: 40, royaltyMonths: 4 },
} satisfies Record<string, DemoSize>;

export type DemoSummary = Awaited<ReturnType<typeof seedDemo>>;

/**
 * Fills an empty instance with the demo label's history through the modules' own services and
 * imports, on a clock moved through the past year (decision 044). `ctx.clock` ends at the
 * moment the seed started.
 */
export async function seedDemo(ctx: DemoContext, size: DemoSize = demoSizes.full) {
  const started = performance.now();
  const t = timeline(ctx.clock.now());
  const dir = await mkdtemp(join(tmpdir(), 'soundpost-demo-'));
  const phases: Record<string, number> = {};
  const timed = async <T>(name: string, run: () => Promise<T>) => {
    const begun = performance.now();
    const result = await run();
    phases[name] = Math.round(performance.now() - begun) / 1000;
    return result;
  };
  try {
    ctx.clock.set(t.at(-400));
    const adminId = await createDemoAdmin(ctx);
    const labelId = await createDemoLabel(ctx);
    const collaboratorId = await createDemoCollaborator(ctx);
    const owner = await actorOf(ctx, labelId);
    const artistIds = await seedArtists(ctx, t, owner);
    const audio = await timed('audio', () =>
      Promise.all([196, 220, 247].map((root) => makeTrackAudio(ctx, root))),
    );
    const releases = await timed('releases', () =>
      seedReleases(ctx, t, { owner, adminId, artistIds }, audio),
    );

    const shared = demoReleases.findIndex((plan) => plan.split);
    await seedSplit(
      ctx,
      t,
      { owner, collaborator: () => actorOf(ctx, collaboratorId) },
      { id: releases[shared]!.id, liveDay: demoReleases[shared]!.releaseDay },
    );
    const trends = await timed('trends', () =>
      seedTrends(ctx, t, { adminId, dir }, releases, {
        days: size.trendDays,
        rowsPerDay: size.rowsPerDay,
      }),
    );
    const recordings = releases.flatMap((r) =>
      r.onSale ? r.tracks.map((track) => ({ ...track, upc: r.upc ?? '' })) : [],
    );
    const royalties = await timed('royalties', () =>
      seedRoyalties(ctx, t, { adminId, dir }, trends.usage, recordings, size.royaltyMonths),
    );
    const payout = await timed('payout', () => seedPayout(ctx, t, owner));
    await renewPlans(ctx, t);
    return {
      credentials: demoCredentials,
      ids: { adminId, labelId, collaboratorId },
      releases,
      trends: { facts: trends.facts, streams: trends.streams, imports: trends.imports },
      royalties,
      payout,
      seconds: (performance.now() - started) / 1000,
      phases,
    };
  } finally {
    ctx.clock.set(t.now);
    await rm(dir, { recursive: true, force: true });
  }
}
