import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { resolveUnmatchedSchema } from '@soundpost/contracts/royalties';
import type { AppContext } from '../../lib/context.ts';
import { AppError, notFound, validationFailed } from '../../lib/errors.ts';
import { accountIds, postTransactions, type Posting } from '../ledger/ledger.ts';
import { formatUnits } from '../ledger/money.ts';
import { releases } from '../releases/releases.table.ts';
import { tracks } from '../tracks/tracks.table.ts';
import { beforeCursor, decodeCursor, toPage } from '../../lib/page-cursor.ts';
import { isUuid } from '../../lib/uuid.ts';
import { sharePercentFor } from './line-matching.ts';
import { liveSplits } from '../splits/live-splits.ts';
import { creditPostings } from './royalty-postings.ts';
import { royaltyLineSplits, royaltyLines, type RoyaltyLineRow } from './royalties.table.ts';
import type { LiveSplit } from '../splits/split-shares.ts';

const toUnmatchedLine = (line: RoyaltyLineRow) => ({
  id: line.id,
  importId: line.importId,
  lineNumber: line.lineNumber,
  store: line.store,
  saleMonth: line.saleMonth,
  artist: line.artist,
  title: line.title,
  isrc: line.isrc,
  upc: line.upc,
  quantity: line.quantity,
  country: line.country,
  amount: formatUnits(line.amount),
});

type LineParts = ReturnType<typeof lineParts>;

/**
 * A resolved line's parts as its row keeps them (decision 026), from its postings: the owner's
 * (the rest after splits), Soundpost's, and each collaborator's share and recoupment.
 */
function lineParts(
  postings: Posting[],
  accounts: { owner: string; platform: string },
  live: LiveSplit[],
) {
  const sum = (keep: (p: Posting) => boolean) =>
    postings.filter(keep).reduce((total, p) => total + p.amount, 0n);
  const rest = postings.find((p) => p.split?.part === 'rest');
  return {
    owner: sum((p) => p.accountId === accounts.owner && (!p.split || p.split.part === 'rest')),
    platform: sum((p) => p.accountId === accounts.platform),
    ownerBasisPoints: rest?.split?.basisPoints ?? null,
    splits: live
      .map((split) => ({
        splitId: split.id,
        collaboratorId: split.userId,
        basisPoints: split.basisPoints,
        shareAmount: sum((p) => p.split?.splitId === split.id && p.split.part === 'share'),
        recoupAmount: sum((p) => p.split?.splitId === split.id && p.split.part === 'recoup'),
      }))
      .filter((s) => s.shareAmount !== 0n || s.recoupAmount !== 0n),
  };
}

/** The lines no track matched, newest first, for an admin to resolve. */
export async function listUnmatchedLines(
  ctx: AppContext,
  query: { cursor?: string; limit: number },
) {
  const cursor = decodeCursor(query.cursor);
  const rows = await ctx.db
    .select()
    .from(royaltyLines)
    .where(
      and(
        eq(royaltyLines.status, 'unmatched'),
        beforeCursor(cursor, royaltyLines.createdAt, royaltyLines.id),
      ),
    )
    .orderBy(desc(royaltyLines.createdAt), desc(royaltyLines.id))
    .limit(query.limit + 1);
  return toPage(rows, query.limit, toUnmatchedLine);
}

/**
 * Resolves an unmatched line: assigned to a track, its earnings go from the `unmatched`
 * account to the track's owner (with the share of their plan in the sale month, divided with
 * the track's live splits) and Soundpost; written off, to the `write_off` account. A line is
 * resolved once.
 */
export async function resolveUnmatchedLine(
  ctx: AppContext,
  adminId: string,
  lineId: string,
  input: z.output<typeof resolveUnmatchedSchema>,
) {
  if (!isUuid(lineId)) throw notFound();
  return ctx.db.transaction(async (db) => {
    const [line] = await db
      .select()
      .from(royaltyLines)
      .where(eq(royaltyLines.id, lineId))
      .for('update');
    if (!line) throw notFound();
    if (line.status !== 'unmatched') throw new AppError('royalty_line_resolved', 409);
    const accounts = accountIds(db);
    const now = ctx.clock.now();
    const unmatched = await accounts('unmatched');
    let postings: Posting[];
    let changes: Partial<RoyaltyLineRow> & { status: 'assigned' | 'written_off' };
    let parts: LineParts | undefined;
    if (input.action === 'assign') {
      const [track] = await db
        .select({ trackId: tracks.id, releaseId: releases.id, ownerId: releases.ownerId })
        .from(tracks)
        .innerJoin(releases, eq(releases.id, tracks.releaseId))
        .where(eq(tracks.id, input.trackId));
      if (!track) throw validationFailed({ trackId: 'not_found' });
      const sharePercent = await sharePercentFor(db, new Map(), track.ownerId, line.saleMonth);
      const owner = await accounts('artist_royalties', { userId: track.ownerId });
      const platform = await accounts('platform_share');
      const splits = liveSplits(db, accounts, now);
      await splits.load([track]);
      const live = splits.of(track);
      postings = creditPostings(
        { source: unmatched, owner, platform },
        line.amount,
        sharePercent,
        live,
      );
      parts = lineParts(postings, { owner, platform }, live);
      changes = { ...track, sharePercent, status: 'assigned' };
    } else {
      postings = [
        { accountId: unmatched, amount: -line.amount },
        { accountId: await accounts('write_off'), amount: line.amount },
      ];
      changes = { status: 'written_off' };
    }
    const kind = input.action === 'assign' ? 'unmatched_assigned' : 'unmatched_written_off';
    const [transactionId] =
      line.amount === 0n
        ? []
        : await postTransactions(db, [{ kind, royaltyLineId: line.id, postedAt: now, postings }]);
    const credited = parts && {
      ownerAmount: parts.owner,
      platformAmount: parts.platform,
      ownerBasisPoints: parts.ownerBasisPoints,
      postedAt: now,
      transactionId: transactionId ?? null,
    };
    const [updated] = await db
      .update(royaltyLines)
      .set({ ...changes, ...credited, resolvedBy: adminId })
      .where(eq(royaltyLines.id, line.id))
      .returning();
    if (parts && parts.splits.length > 0) {
      await db
        .insert(royaltyLineSplits)
        .values(parts.splits.map((s) => ({ ...s, lineId: line.id })));
    }
    return { ...toUnmatchedLine(updated!), status: changes.status };
  });
}
