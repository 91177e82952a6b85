import { capabilitiesFor } from '@soundpost/contracts/capabilities';
import type { SmartLinkTheme } from '@soundpost/contracts/smart-links';
import type { AppContext } from '../../lib/context.ts';
import { isKnownBot } from './known-bots.ts';
import * as repo from './smart-links.repository.ts';
import { storeButtons, type StoreButton } from './store-targets.ts';
import { visitorHash } from './visitor.ts';

/** What a visitor's request says about them, as the route reads it. */
export type Visit = {
  ip: string;
  userAgent: string | undefined;
  /** The proxy's country header (CF-IPCountry), if any. */
  country: string | undefined;
  referrer: string | undefined;
  /** On a click: the page's own referrer host, which the page passes along. */
  from: string | undefined;
};

export type PublicLink =
  | { state: 'missing' }
  | { state: 'gone' }
  | {
      state: 'found';
      found: repo.LinkWithRelease;
      /** The enabled stores that have somewhere to go, in the artist's order. */
      buttons: StoreButton[];
      theme: SmartLinkTheme | null;
    };

/** Releases whose page shows: approved on, and while a takedown is on its way. */
const shownStatuses: readonly string[] = [...repo.linkedReleaseStatuses, 'takedown_requested'];

/**
 * How long a process keeps a public link it read: a crowd of fans opening one link reads it once
 * every few seconds, not once per request. An artist's change shows at once on the process that
 * made it (`forgetPublicLink`) and within this time on the others.
 */
const keptMs = 5_000;
const keptLinks = 1_000;
const kept = new Map<string, { until: number; link: PublicLink }>();

/** Drops a slug's kept link, after its owner changed it. */
export const forgetPublicLink = (slug: string) => kept.delete(slug);

/**
 * The public page's link by slug: gone (410) when the artist removed it or the stores took the
 * release down, missing (404) when it does not exist, is inactive, or its release is not out.
 */
export async function findPublicLink(ctx: AppContext, slug: string): Promise<PublicLink> {
  if (!/^[a-z0-9-]{1,60}$/.test(slug)) return { state: 'missing' };
  const now = ctx.clock.now().getTime();
  const hit = kept.get(slug);
  if (hit && hit.until > now) return hit.link;
  const link = await readPublicLink(ctx, slug);
  // The oldest kept slug makes room (a Map iterates in insertion order).
  if (kept.size >= keptLinks) kept.delete(kept.keys().next().value!);
  kept.delete(slug);
  kept.set(slug, { until: now + keptMs, link });
  return link;
}

async function readPublicLink(ctx: AppContext, slug: string): Promise<PublicLink> {
  const found = await repo.findLinkBySlug(ctx.db, slug);
  if (!found) return { state: 'missing' };
  if (found.link.status === 'removed' || found.release.status === 'removed') {
    return { state: 'gone' };
  }
  if (found.link.status !== 'active' || !shownStatuses.includes(found.release.status)) {
    return { state: 'missing' };
  }
  const buttons = (await storeButtons(ctx.db, found)).filter((b) => b.enabled && b.target);
  const theme = capabilitiesFor(found.ownerPlan).smartlinkAnalytics ? found.link.theme : null;
  return { state: 'found', found, buttons, theme };
}

const hostPattern = /^[a-z0-9.-]{1,253}$/;

/** The host of a referring page, or `direct`; our own pages are not a referrer. */
export function referrerHost(ctx: AppContext, visit: Visit): string {
  const own = new URL(ctx.config.appUrl).host;
  let host: string | undefined;
  try {
    host = visit.referrer ? new URL(visit.referrer).host.toLowerCase() : undefined;
  } catch {
    host = undefined;
  }
  if (host === own) host = visit.from?.toLowerCase();
  return host && host !== own && hostPattern.test(host) ? host : 'direct';
}

/** ISO alpha-2 from the proxy; Cloudflare's XX (unknown) and T1 (Tor) are unknown too. */
function countryOf(header: string | undefined) {
  const code = header?.trim().toUpperCase();
  return code && /^[A-Z]{2}$/.test(code) && code !== 'XX' && code !== 'T1' ? code : 'unknown';
}

/**
 * Counts a view (`storeId` '') or a click: one insert, a no-op for the same visitor on the
 * same link and store the same day, and nothing at all for a bot (decision 050).
 */
export async function recordHit(ctx: AppContext, linkId: string, storeId: string, visit: Visit) {
  if (isKnownBot(visit.userAgent)) return;
  const day = ctx.clock.now().toISOString().slice(0, 10);
  await repo.insertHit(ctx.db, {
    linkId,
    day,
    storeId,
    visitor: await visitorHash(ctx, day, linkId, visit.ip, visit.userAgent ?? ''),
    country: countryOf(visit.country),
    referrer: referrerHost(ctx, visit),
  });
}
