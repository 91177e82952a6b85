import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { userView } from '../users/index.ts';
import type { z } from 'zod';
import { hasReleaseEnded } from '@soundpost/contracts/catalog';
import type { createSplitSchema, updateSplitSchema } from '@soundpost/contracts/splits';
import type { AppContext } from '../../lib/context.ts';
import { AppError, notFound, validationFailed } from '../../lib/errors.ts';
import type { Actor } from '../../plugins/types.ts';
import { formatUnits, parseDecimal, toUnits } from '../ledger/index.ts';
import { findOwnRelease, trackView } from '../releases/index.ts';
import { isUuid } from '../../lib/uuid.ts';
import { recoupedUnits } from './recouped.ts';
import { invitationToken, sendInvitationMail } from './split-mail.ts';
import { claimShare } from './split-claims.ts';
import { invitationLifetime, splitStatus, toPercent } from './split-status.ts';
import { splits, type SplitRow } from './splits.table.ts';

const tracks = trackView();
const users = userView();

/** The release's splits (removed ones left out), oldest first, as its owner sees them. */
export async function listSplits(ctx: AppContext, actor: Actor, releaseId: string) {
  const release = await findOwnRelease(ctx, actor, releaseId);
  const rows = await ctx.db
    .select({ split: splits, trackTitle: tracks.title, collaboratorName: users.name })
    .from(splits)
    .leftJoin(tracks, eq(tracks.id, splits.trackId))
    .leftJoin(users, eq(users.id, splits.collaboratorId))
    .where(and(eq(splits.releaseId, release.id), sql`${splits.removedAt} is null`))
    .orderBy(asc(splits.invitedAt), asc(splits.id));
  const recouped = await recoupedUnits(
    ctx.db,
    rows.map((r) => r.split),
  );
  const now = ctx.clock.now();
  return {
    items: rows.map(({ split, trackTitle, collaboratorName }) =>
      toSplit(split, { trackTitle, collaboratorName, recouped: recouped.get(split.id) }, now),
    ),
  };
}

/** A split as its owner sees it; `recouped` comes from the ledger (recoupedUnits). */
function toSplit(
  split: SplitRow,
  names: { trackTitle: string | null; collaboratorName: string | null; recouped?: bigint },
  now: Date,
) {
  const { trackTitle, collaboratorName } = names;
  return {
    id: split.id,
    releaseId: split.releaseId,
    track: split.trackId ? { id: split.trackId, title: trackTitle } : null,
    email: split.email,
    collaborator:
      split.collaboratorId && collaboratorName
        ? { id: split.collaboratorId, name: collaboratorName }
        : null,
    percent: toPercent(split.basisPoints),
    recoupAmount: formatUnits(split.recoupUnits),
    recouped: formatUnits(names.recouped ?? 0n),
    status: splitStatus(split, now),
    invitedAt: split.invitedAt.toISOString(),
    expiresAt: split.expiresAt.toISOString(),
    acceptedAt: split.acceptedAt?.toISOString() ?? null,
  };
}

/**
 * Invites a collaborator to a share of a track's (or the whole release's) earnings and mails
 * the invitation (the share is claimed first, see claimShare); not on a release that ended.
 */
export async function createSplit(
  ctx: AppContext,
  actor: Actor,
  releaseId: string,
  input: z.output<typeof createSplitSchema>,
) {
  const release = await findOwnRelease(ctx, actor, releaseId);
  if (hasReleaseEnded(release.status)) throw new AppError('split_release_ended');
  if (input.email === actor.user.email.toLowerCase()) throw new AppError('split_self');
  const trackId = input.trackId ?? null;
  if (trackId) {
    const [track] = await ctx.db
      .select({ id: tracks.id })
      .from(tracks)
      .where(and(eq(tracks.id, trackId), eq(tracks.releaseId, release.id)));
    if (!track) throw validationFailed({ trackId: 'not_found' });
  }
  const basisPoints = Math.round(input.percent * 100);
  const recoupUnits = input.recoupAmount ? toUnits(parseDecimal(input.recoupAmount)!) : 0n;
  const now = ctx.clock.now();
  const { token, tokenHash } = invitationToken();
  const split = await ctx.db.transaction(async (db) => {
    await claimShare(db, release.id, { email: input.email, trackId, basisPoints }, now);
    const [row] = await db
      .insert(splits)
      .values({
        releaseId: release.id,
        trackId,
        email: input.email,
        basisPoints,
        recoupUnits,
        tokenHash,
        invitedAt: now,
        expiresAt: new Date(now.getTime() + invitationLifetime),
      })
      .returning();
    return row!;
  });
  const title = await targetTitle(ctx, split, release.title);
  await sendInvitationMail(ctx, { email: split.email, token, basisPoints, title }, actor.user);
  const trackTitle = split.trackId ? title : null;
  return toSplit(split, { trackTitle, collaboratorName: null }, now);
}

/** The track's title for a track split, else the release's. */
async function targetTitle(ctx: AppContext, split: SplitRow, releaseTitle: string | null) {
  if (!split.trackId) return releaseTitle ?? '';
  const [track] = await ctx.db
    .select({ title: tracks.title })
    .from(tracks)
    .where(eq(tracks.id, split.trackId));
  return track?.title ?? releaseTitle ?? '';
}

/** One split of the actor's own release; anything else is a 404. */
async function findOwnSplit(ctx: AppContext, actor: Actor, releaseId: string, splitId: string) {
  const release = await findOwnRelease(ctx, actor, releaseId);
  const [split] = isUuid(splitId)
    ? await ctx.db
        .select()
        .from(splits)
        .where(and(eq(splits.id, splitId), eq(splits.releaseId, release.id)))
    : [];
  if (!split || split.removedAt) throw notFound();
  return { release, split };
}

/**
 * Sends an unanswered invitation again with a new link and 14 more days (the old link dies).
 * An expired one may be sent again only while its share is still free.
 */
export async function resendSplit(ctx: AppContext, actor: Actor, releaseId: string, id: string) {
  const { release, split } = await findOwnSplit(ctx, actor, releaseId, id);
  const now = ctx.clock.now();
  const status = splitStatus(split, now);
  if (status !== 'pending' && status !== 'expired') {
    throw new AppError('split_invitation_answered');
  }
  const { token, tokenHash } = invitationToken();
  await ctx.db.transaction(async (db) => {
    // An expired invitation held no share: it takes one again, if still free.
    if (status === 'expired') await claimShare(db, release.id, split, now);
    await db
      .update(splits)
      .set({ tokenHash, invitedAt: now, expiresAt: new Date(now.getTime() + invitationLifetime) })
      .where(eq(splits.id, split.id));
  });
  await sendInvitationMail(
    ctx,
    { ...split, token, title: await targetTitle(ctx, split, release.title) },
    actor.user,
  );
  return { ok: true as const };
}

/**
 * New terms (share, recoupment) for a split. An unanswered invitation (pending, or expired while
 * its share is still free) gets them in place, with a new link and 14 more days, and is sent
 * again. An accepted split is never changed under its collaborator: it ends now (what it paid
 * stays paid) and the collaborator is invited to the new terms, which apply once accepted;
 * the costs it paid back count as paid back under the new terms.
 * Either way the 100% check runs with the release row locked; a declined split is final.
 */
export async function editSplit(
  ctx: AppContext,
  actor: Actor,
  releaseId: string,
  id: string,
  input: z.output<typeof updateSplitSchema>,
) {
  const { release, split } = await findOwnSplit(ctx, actor, releaseId, id);
  const now = ctx.clock.now();
  const status = splitStatus(split, now);
  if (status === 'declined') throw new AppError('split_invitation_answered');
  const basisPoints =
    input.percent === undefined ? split.basisPoints : Math.round(input.percent * 100);
  const recoupUnits =
    input.recoupAmount === undefined
      ? split.recoupUnits
      : toUnits(parseDecimal(input.recoupAmount)!);
  if (basisPoints === split.basisPoints && recoupUnits === split.recoupUnits) {
    throw new AppError('split_terms_unchanged');
  }
  const { token, tokenHash } = invitationToken();
  const terms = {
    basisPoints,
    recoupUnits,
    tokenHash,
    invitedAt: now,
    expiresAt: new Date(now.getTime() + invitationLifetime),
  };
  const edited = await ctx.db.transaction(async (db) => {
    const claim = { email: split.email, trackId: split.trackId, basisPoints, replacing: split.id };
    await claimShare(db, release.id, claim, now);
    if (status === 'accepted') {
      const [ended] = await db
        .update(splits)
        .set({ removedAt: now })
        .where(and(eq(splits.id, split.id), isNull(splits.removedAt)))
        .returning();
      if (!ended) throw notFound();
      // Read once the row is ended: an import recouping for it has committed by then (it
      // locks the split), and none after it sees the split live.
      const recouped = await recoupedUnits(db, [ended]);
      const [row] = await db
        .insert(splits)
        .values({
          releaseId: release.id,
          trackId: split.trackId,
          email: split.email,
          ...terms,
          recoupedBeforeUnits: recouped.get(ended.id)!,
        })
        .returning();
      return row!;
    }
    // Conditional: an answer or a removal that came first wins.
    const [row] = await db
      .update(splits)
      .set(terms)
      .where(
        and(
          eq(splits.id, split.id),
          isNull(splits.acceptedAt),
          isNull(splits.declinedAt),
          isNull(splits.removedAt),
        ),
      )
      .returning();
    if (!row) throw new AppError('split_invitation_answered');
    return row;
  });
  const title = await targetTitle(ctx, edited, release.title);
  await sendInvitationMail(ctx, { email: edited.email, token, basisPoints, title }, actor.user);
  // Not accepted, so nothing posted names it yet: what it recouped is what it took over.
  const names = {
    trackTitle: edited.trackId ? title : null,
    collaboratorName: null,
    recouped: edited.recoupedBeforeUnits,
  };
  return toSplit(edited, names, now);
}

/**
 * Ends a split: an invitation stops working, an accepted split stops applying to lines
 * posted from now on (what it already paid stays paid). The row stays: entries name it.
 */
export async function removeSplit(ctx: AppContext, actor: Actor, releaseId: string, id: string) {
  const { split } = await findOwnSplit(ctx, actor, releaseId, id);
  await ctx.db.update(splits).set({ removedAt: ctx.clock.now() }).where(eq(splits.id, split.id));
  return { ok: true as const };
}
