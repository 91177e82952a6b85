import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { userView } from '../users/index.ts';
import { releaseView, trackView } from '../releases/index.ts';
import type { AppContext } from '../../lib/context.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { hashToken } from '../../lib/tokens.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { Actor } from '../../plugins/types.ts';
import { formatUnits } from '../ledger/index.ts';
import { sendAnswerMail } from './split-mail.ts';
import { splitStatus, toPercent } from './split-status.ts';
import { splits } from './splits.table.ts';

const releases = releaseView();
const tracks = trackView();
const users = userView();

const invitationColumns = {
  split: splits,
  ownerName: users.name,
  owner: { email: users.email, lang: users.lang },
  releaseTitle: releases.title,
  trackTitle: tracks.title,
};

/** Splits with what an invitation shows: the owner's name, the release and track titles. */
const invitations = (ctx: AppContext) =>
  ctx.db
    .select(invitationColumns)
    .from(splits)
    .innerJoin(releases, eq(releases.id, splits.releaseId))
    .innerJoin(users, eq(users.id, releases.ownerId))
    .leftJoin(tracks, eq(tracks.id, splits.trackId));

type InvitationRow = Awaited<ReturnType<ReturnType<typeof invitations>['execute']>>[number];

const toInvitation = (row: InvitationRow, now: Date) => ({
  id: row.split.id,
  owner: { name: row.ownerName },
  release: { id: row.split.releaseId, title: row.releaseTitle },
  track: row.split.trackId ? { id: row.split.trackId, title: row.trackTitle } : null,
  email: row.split.email,
  percent: toPercent(row.split.basisPoints),
  recoupAmount: formatUnits(row.split.recoupUnits),
  status: splitStatus(row.split, now),
  invitedAt: row.split.invitedAt.toISOString(),
  expiresAt: row.split.expiresAt.toISOString(),
});

/** The invitation a link's token names (a replaced or unknown token: `invalid_token`). */
async function findByToken(ctx: AppContext, token: string) {
  const [row] = await invitations(ctx).where(eq(splits.tokenHash, hashToken(token)));
  if (!row || row.split.removedAt) throw new AppError('invalid_token');
  return row;
}

/** What an invitation link offers; anyone holding the link may read it (the page needs it). */
export async function viewInvitation(ctx: AppContext, token: string) {
  return toInvitation(await findByToken(ctx, token), ctx.clock.now());
}

/**
 * The signed-in user's address once they have proven it (lower case, as invitations store it);
 * null while unverified. Anyone may register an address, in any letter case, without owning it.
 */
const verifiedAddress = (actor: Actor) =>
  actor.user.emailVerifiedAt ? actor.user.email.toLowerCase() : null;

/** The invitations sent to the signed-in user's verified address, newest first. */
export async function listMyInvitations(ctx: AppContext, actor: Actor) {
  const email = verifiedAddress(actor);
  if (!email) return { items: [] };
  const rows = await invitations(ctx)
    .where(and(eq(splits.email, email), isNull(splits.removedAt)))
    .orderBy(desc(splits.invitedAt), desc(splits.id));
  const now = ctx.clock.now();
  return { items: rows.map((row) => toInvitation(row, now)) };
}

/**
 * Accepts or declines the invitation of a link, once, within its 14 days, and only from the
 * account with the invited address (the link reached that inbox: it proves the address).
 */
export async function answerInvitation(
  ctx: AppContext,
  actor: Actor,
  token: string,
  answer: 'accept' | 'decline',
) {
  const row = await findByToken(ctx, token);
  if (row.split.email !== actor.user.email.toLowerCase()) {
    throw new AppError('split_wrong_account', { params: { email: row.split.email } });
  }
  return answerRow(ctx, actor, row, answer);
}

/**
 * Accepts or declines one of the signed-in user's invitations from their list. `invitedAt` is
 * the sending the collaborator read: an edit or a resend since then (new terms, a new link)
 * is 409 `split_invitation_changed`, so nobody accepts terms they have not seen. Without the
 * link, only a verified address proves the mailbox: someone else's invitation, or any while the
 * address is unverified, is a 404.
 */
export async function answerOwnInvitation(
  ctx: AppContext,
  actor: Actor,
  id: string,
  input: { invitedAt: string; answer: 'accept' | 'decline' },
) {
  const email = verifiedAddress(actor);
  const [row] =
    email && isUuid(id)
      ? await invitations(ctx).where(
          and(eq(splits.id, id), eq(splits.email, email), isNull(splits.removedAt)),
        )
      : [];
  if (!row) throw notFound();
  if (row.split.invitedAt.getTime() !== new Date(input.invitedAt).getTime()) {
    throw new AppError('split_invitation_changed');
  }
  return answerRow(ctx, actor, row, input.answer);
}

/**
 * Records the answer and tells the release's owner by e-mail. An accepted split applies to
 * report lines posted from now on.
 */
async function answerRow(
  ctx: AppContext,
  actor: Actor,
  row: InvitationRow,
  answer: 'accept' | 'decline',
) {
  const now = ctx.clock.now();
  const status = splitStatus(row.split, now);
  if (status === 'expired') throw new AppError('split_invitation_expired');
  if (status !== 'pending') throw new AppError('split_invitation_answered');
  const changes =
    answer === 'accept'
      ? { acceptedAt: now, collaboratorId: actor.user.id }
      : { declinedAt: now, collaboratorId: actor.user.id };
  // Conditional, so a removal, an edit (a new link) or another answer in the meantime wins.
  const [updated] = await ctx.db
    .update(splits)
    .set(changes)
    .where(
      and(
        eq(splits.id, row.split.id),
        eq(splits.tokenHash, row.split.tokenHash),
        isNull(splits.acceptedAt),
        isNull(splits.declinedAt),
        isNull(splits.removedAt),
        sql`${splits.expiresAt} > ${now.toISOString()}::timestamptz`,
      ),
    )
    .returning();
  if (!updated) throw new AppError('split_invitation_answered');
  await sendAnswerMail(ctx, {
    answer,
    owner: { ...row.owner, name: row.ownerName },
    collaborator: actor.user.name,
    releaseId: row.split.releaseId,
    title: row.trackTitle ?? row.releaseTitle ?? '',
    basisPoints: row.split.basisPoints,
  });
  return toInvitation({ ...row, split: updated }, now);
}
