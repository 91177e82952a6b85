import { capabilitiesFor } from '@soundpost/contracts/capabilities';
import type {
  SmartLink,
  SmartLinkCreate,
  SmartLinkDetail,
  SmartLinkUpdate,
} from '@soundpost/contracts/smart-links';
import { databaseError, uniqueViolation } from '../../db/database-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { Actor } from '../../plugins/types.ts';
import { findOwnRelease } from '../releases/index.ts';
import { ensureDefaultLinks, pageUrl, slugFromTitle } from './default-links.ts';
import { forgetPublicLink } from './public-link.ts';
import * as repo from './smart-links.repository.ts';
import type { NewSmartLinkRow } from './smart-links.table.ts';
import { storeButtons } from './store-targets.ts';

/** A link is its owner's alone: anyone else, staff too, is told it does not exist. */
const canEditSmartLink = (actor: Actor, link: { ownerId: string }) =>
  link.ownerId === actor.user.id;

/** The plan's word on the look and the analytics (spec section 6: PRO). */
export const canCustomise = (actor: Actor) =>
  capabilitiesFor(actor.user.planName).smartlinkAnalytics;

function toSmartLink(
  ctx: AppContext,
  { link, release, artistName }: repo.LinkWithRelease,
  totals = { views: 0, clicks: 0 },
): SmartLink {
  return {
    id: link.id,
    releaseId: link.releaseId,
    releaseTitle: release.title ?? '',
    artistName: artistName ?? '',
    slug: link.slug,
    url: pageUrl(ctx, link.slug),
    status: link.status,
    isDefault: link.isDefault,
    ...totals,
    createdAt: link.createdAt.toISOString(),
  };
}

/** The actor's link (removed ones too: their page is gone, their figures are not), else 404. */
export async function findOwnLink(ctx: AppContext, actor: Actor, id: string) {
  const found = isUuid(id) ? await repo.findLinkById(ctx.db, id) : undefined;
  if (!found || !canEditSmartLink(actor, found.link)) throw notFound();
  return found;
}

/** The actor's links, each approved release's default one made first if it is missing. */
export async function listSmartLinks(ctx: AppContext, actor: Actor) {
  await ensureDefaultLinks(ctx, actor.user.id);
  const rows = await repo.listOwnerLinks(ctx.db, actor.user.id);
  const totals = await repo.totalsByLink(
    ctx.db,
    rows.map((r) => r.link.id),
  );
  return { items: rows.map((r) => toSmartLink(ctx, r, totals.get(r.link.id))) };
}

/** One of the actor's links with its stores in order, their targets, and its look. */
export async function getSmartLink(
  ctx: AppContext,
  actor: Actor,
  id: string,
): Promise<SmartLinkDetail> {
  const found = await findOwnLink(ctx, actor, id);
  const [stores, totals] = await Promise.all([
    storeButtons(ctx.db, found),
    repo.totalsByLink(ctx.db, [found.link.id]),
  ]);
  return {
    ...toSmartLink(ctx, found, totals.get(found.link.id)),
    stores,
    theme: found.link.theme,
    canCustomise: canCustomise(actor),
  };
}

async function assertSlugFree(ctx: AppContext, slug: string, exceptId: string | null) {
  if (await repo.slugTaken(ctx.db, slug, exceptId)) throw new AppError('smart_link_slug_taken');
}

/** Another link to one of the actor's approved releases, with its own slug if given. */
export async function createSmartLink(ctx: AppContext, actor: Actor, body: SmartLinkCreate) {
  const release = await findOwnRelease(ctx, actor, body.releaseId);
  if (release.ownerId !== actor.user.id) throw notFound();
  if (!(repo.linkedReleaseStatuses as readonly string[]).includes(release.status)) {
    throw new AppError('smart_link_release_not_approved');
  }
  const slug = body.slug ?? slugFromTitle(release.title);
  await assertSlugFree(ctx, slug, null);
  const now = ctx.clock.now();
  const row = await repo.insertLink(ctx.db, {
    ownerId: actor.user.id,
    releaseId: release.id,
    slug,
    createdAt: now,
    updatedAt: now,
  });
  // Only the slug can conflict here: another request took it between the check and the insert.
  if (!row) throw new AppError('smart_link_slug_taken');
  return getSmartLink(ctx, actor, row.id);
}

/** The stores sent must be the link's stores, each once: the editor always sends them all. */
function assertSameStores(sent: { storeId: string }[], current: { storeId: string }[]) {
  const ids = new Set(sent.map((s) => s.storeId));
  const same =
    ids.size === sent.length &&
    sent.length === current.length &&
    current.every((s) => ids.has(s.storeId));
  if (!same) throw new AppError('smart_link_stores_mismatch');
}

/** Changes a link's slug, status, stores or (PRO) look. A removed link is 404 here. */
export async function updateSmartLink(
  ctx: AppContext,
  actor: Actor,
  id: string,
  patch: SmartLinkUpdate,
) {
  const found = await findOwnLink(ctx, actor, id);
  if (found.link.status === 'removed') throw notFound();
  const changes: Partial<NewSmartLinkRow> = { updatedAt: ctx.clock.now() };
  if (patch.slug !== undefined && patch.slug !== found.link.slug) {
    await assertSlugFree(ctx, patch.slug, id);
    changes.slug = patch.slug;
  }
  if (patch.status) changes.status = patch.status;
  if (patch.stores) {
    assertSameStores(patch.stores, await storeButtons(ctx.db, found));
    changes.stores = patch.stores.map(({ storeId, enabled }) => ({ storeId, enabled }));
  }
  if (patch.theme !== undefined) {
    if (!canCustomise(actor)) throw new AppError('smart_link_pro_only');
    changes.theme = patch.theme;
  }
  const updated = await repo.updateLink(ctx.db, id, changes).catch((error: unknown) => {
    // The slug's unique index: another link took it after the check.
    if (changes.slug && databaseError(error)?.code === uniqueViolation)
      throw new AppError('smart_link_slug_taken');
    throw error;
  });
  if (!updated) throw notFound();
  forgetPublicLink(found.link.slug);
  return getSmartLink(ctx, actor, id);
}

/** Removes a link for good: its page answers 410 Gone and its slug stays taken. */
export async function removeSmartLink(ctx: AppContext, actor: Actor, id: string) {
  const found = await findOwnLink(ctx, actor, id);
  if (found.link.status !== 'removed') {
    await repo.updateLink(ctx.db, id, { status: 'removed', updatedAt: ctx.clock.now() });
    forgetPublicLink(found.link.slug);
  }
  return { ok: true as const };
}
