import { randomInt } from 'node:crypto';
import { smartLinkSlugMax, smartLinkSlugSchema } from '@soundpost/contracts/smart-links';
import type { AppContext } from '../../lib/context.ts';
import { asciiSlug } from '../../lib/slug.ts';
import * as repo from './smart-links.repository.ts';

/**
 * A fresh slug from the release's title: its letters without accents, hyphenated, and six
 * random characters, so two releases called "Intro" never meet (`intro-k3v9qa`).
 */
export function slugFromTitle(title: string | null): string {
  const words = asciiSlug(title ?? '', smartLinkSlugMax - 7);
  const suffix = Array.from({ length: 6 }, () => randomInt(36).toString(36)).join('');
  const slug = `${words || 'release'}-${suffix}`;
  return smartLinkSlugSchema.safeParse(slug).success ? slug : `release-${suffix}`;
}

/**
 * Gives every approved release (of one owner, or of all) its default smart link. Safe to run
 * twice or at once: the unique default per release makes a second insert a no-op (decision
 * 050). Returns how many it made.
 */
export async function ensureDefaultLinks(ctx: AppContext, ownerId: string | null = null) {
  let made = 0;
  for (;;) {
    const due = await repo.releasesWithoutDefaultLink(ctx.db, ownerId, 200);
    let madeNow = 0;
    for (const release of due) {
      const now = ctx.clock.now();
      const row = await repo.insertLink(ctx.db, {
        ownerId: release.ownerId,
        releaseId: release.id,
        slug: slugFromTitle(release.title),
        isDefault: true,
        createdAt: now,
        updatedAt: now,
      });
      if (row) madeNow++;
    }
    made += madeNow;
    // A batch where nothing was made (another process won each race) ends the run too.
    if (due.length < 200 || madeNow === 0) return made;
  }
}

/** A link's public page. */
export const pageUrl = (ctx: AppContext, slug: string) => `${ctx.config.appUrl}/l/${slug}`;

/**
 * The address of a release's default smart link (made first if the sweep has not yet), for
 * the promotion kit; null when the artist has turned it off or removed it.
 */
export async function defaultLinkUrl(ctx: AppContext, ownerId: string, releaseId: string) {
  await ensureDefaultLinks(ctx, ownerId);
  const link = await repo.findDefaultLink(ctx.db, releaseId);
  return link?.status === 'active' ? pageUrl(ctx, link.slug) : null;
}
