import { and, eq, lte } from 'drizzle-orm';
import type { AppContext } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { goLive, runTransition, releaseView } from '../releases/index.ts';
import * as repo from './deliveries.repository.ts';
import { loadReleaseSource, loadStores } from './release-source.ts';

const releases = releaseView();

/** A store's link template filled in: `{upc}`, `{title}`, `{artist}`, each URL-encoded. */
export function fillLinkTemplate(
  template: string,
  values: { upc: string; title: string; artist: string },
): string {
  return template.replace(/\{(upc|title|artist)\}/g, (_, name: keyof typeof values) =>
    encodeURIComponent(values[name]),
  );
}

/** Gives each store's latest delivery its link from the store's template, unless one is known. */
export async function fillStoreLinks(ctx: AppContext, releaseId: string) {
  const source = await loadReleaseSource(ctx.db, releaseId);
  const latest = await repo.latestReleaseDeliveries(ctx.db, releaseId);
  const stores = new Map(
    (
      await loadStores(
        ctx.db,
        latest.map((d) => d.storeId),
      )
    ).map((s) => [s.id, s]),
  );
  const values = {
    upc: source.release.upc ?? '',
    title: source.release.title ?? '',
    artist: source.artistName,
  };
  for (const delivery of latest) {
    const template = stores.get(delivery.storeId)?.linkTemplate;
    if (!template || delivery.storeLink) continue;
    await repo.fillStoreLink(
      ctx.db,
      delivery.id,
      fillLinkTemplate(template, values),
      ctx.clock.now(),
    );
  }
}

/**
 * The `delivery.go-live` job (hourly): published releases whose release date (a UTC day) has
 * come go live, and their stores get their links.
 */
export async function goLiveDue(ctx: AppContext): Promise<void> {
  const today = ctx.clock.now().toISOString().slice(0, 10);
  const due = await ctx.db
    .select({ id: releases.id })
    .from(releases)
    .where(and(eq(releases.status, 'published'), lte(releases.releaseDate, today)));
  for (const { id } of due) {
    // Another process's run may have moved it first: its guard then answers 409, harmlessly.
    const moved = await runTransition(ctx, id, (db, release) =>
      goLive(ctx, db, release, null),
    ).catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'invalid_status_transition') return null;
      throw error;
    });
    if (moved) await fillStoreLinks(ctx, id);
  }
}
