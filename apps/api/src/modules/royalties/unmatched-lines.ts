import { eq } from 'drizzle-orm';
import { releaseView, trackView } from '../releases/index.ts';
import type { z } from 'zod';
import type { resolveUnmatchedSchema } from '@soundpost/contracts/royalties';
import type { AppContext } from '../../lib/context.ts';
import { AppError, notFound, validationFailed } from '../../lib/errors.ts';
import { accountIds, postTransactions, type Posting, formatUnits } from '../ledger/index.ts';
import { sharePercentForMonth } from '../plans/index.ts';
import { decodeCursor, toPage } from '../../lib/page-cursor.ts';
import { isUuid } from '../../lib/uuid.ts';
import { liveSplits } from '../splits/index.ts';
import { linesRecoupedSql } from './line-recoupment.ts';
import { creditPostings } from './royalty-postings.ts';
import { groupLineIdsSql } from './royalty-entries.ts';
import { royaltyLineGroups, royaltyLineSplits, royaltyLines } from './royalties.table.ts';
import type { LiveSplit } from '../splits/index.ts';

const releases = releaseView();
const tracks = trackView();

type Line = typeof royaltyLines.$inferSelect & { importId: string };

const toUnmatchedLine = (line: Line) => ({
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
 * A resolved line's parts as its row keeps them (decisions 026, 035), from its postings: the
 * owner's (the rest after splits), Soundpost's, and each collaborator's share and recoupment.
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

// The unmatched lines after the cursor ($1, $2), newest import first, each group's last lines
// first (decision 035: through the import's unmatched groups; a line resolved since has left
// its group).
const unmatchedSql = `
select l.id, g.import_id as "importId", l.line_number as "lineNumber", l.store,
  l.sale_month::text as "saleMonth", l.artist, l.title, l.isrc, l.upc, l.quantity, l.country,
  l.amount::text as amount, g.created_at as "createdAt"
from royalty_line_groups g
cross join lateral (
  select l.* from ${groupLineIdsSql} m
  join royalty_lines l on l.id = m.id and l.group_id = g.id
  where $1::timestamptz is null or (g.created_at, l.id) < ($1::timestamptz, $2::uuid)
  order by m.id desc limit $3
) l
where g.status = 'unmatched' and ($1::timestamptz is null or g.created_at <= $1::timestamptz)
order by g.created_at desc, l.id desc
limit $3`;

type UnmatchedRow = Omit<Line, 'amount' | 'groupId' | 'ownerAmount' | 'ownerBasisPoints'> & {
  amount: string;
  createdAt: Date | string;
};

/** The lines no track matched, newest first, for an admin to resolve. */
export async function listUnmatchedLines(
  ctx: AppContext,
  query: { cursor?: string; limit: number },
) {
  const cursor = decodeCursor(query.cursor);
  const { rows } = await ctx.database.executeSql(unmatchedSql, [
    cursor?.createdAt.toISOString() ?? null,
    cursor?.id ?? null,
    query.limit + 1,
  ]);
  const lines = (rows as UnmatchedRow[]).map((row) => ({
    ...row,
    amount: BigInt(row.amount),
    createdAt: new Date(row.createdAt),
  }));
  return toPage(lines, query.limit, (line) => toUnmatchedLine(line as unknown as Line));
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
    const [found] = await db
      .select({ line: royaltyLines, group: royaltyLineGroups })
      .from(royaltyLines)
      .innerJoin(royaltyLineGroups, eq(royaltyLineGroups.id, royaltyLines.groupId))
      .where(eq(royaltyLines.id, lineId))
      .for('update', { of: royaltyLines });
    if (!found) throw notFound();
    const { line, group } = found;
    if (group.status !== 'unmatched') throw new AppError('royalty_line_resolved');
    const accounts = accountIds(db);
    const now = ctx.clock.now();
    const unmatched = await accounts('unmatched');
    let postings: Posting[];
    let target: { trackId: string; releaseId: string; ownerId: string; sharePercent: number };
    let parts: LineParts | undefined;
    if (input.action === 'assign') {
      const [track] = await db
        .select({ trackId: tracks.id, releaseId: releases.id, ownerId: releases.ownerId })
        .from(tracks)
        .innerJoin(releases, eq(releases.id, tracks.releaseId))
        .where(eq(tracks.id, input.trackId));
      if (!track) throw validationFailed({ trackId: 'not_found' });
      const sharePercent = await sharePercentForMonth(db, track.ownerId, line.saleMonth);
      const owner = await accounts('artist_royalties', { userId: track.ownerId });
      const platform = await accounts('platform_share');
      const splits = liveSplits(db, accounts, now, linesRecoupedSql);
      await splits.load([track]);
      const live = splits.of(track);
      postings = creditPostings(
        { source: unmatched, owner, platform },
        line.amount,
        sharePercent,
        live,
      );
      parts = lineParts(postings, { owner, platform }, live);
      target = { ...track, sharePercent };
    } else {
      postings = [
        { accountId: unmatched, amount: -line.amount },
        { accountId: await accounts('write_off'), amount: line.amount },
      ];
    }
    const kind = input.action === 'assign' ? 'unmatched_assigned' : 'unmatched_written_off';
    const [transactionId] =
      line.amount === 0n
        ? []
        : await postTransactions(db, [{ kind, royaltyLineId: line.id, postedAt: now, postings }]);
    // The line leaves its import's unmatched group for a group of its own.
    const status = parts ? ('assigned' as const) : ('written_off' as const);
    const [resolved] = await db
      .insert(royaltyLineGroups)
      .values({
        importId: group.importId,
        status,
        ...(parts && { ...target!, postedAt: now, transactionId: transactionId ?? null }),
        ...(!parts && { transactionId: group.transactionId }),
        resolvedBy: adminId,
        createdAt: group.createdAt,
        lineId: line.id,
      })
      .returning({ id: royaltyLineGroups.id });
    // The owner's part is kept when splits divided it (else it is the plan's share).
    const divided = parts?.ownerBasisPoints !== undefined && parts.ownerBasisPoints !== null;
    await db
      .update(royaltyLines)
      .set({
        groupId: resolved!.id,
        ownerAmount: divided ? parts!.owner : null,
        ownerBasisPoints: divided ? parts!.ownerBasisPoints : null,
      })
      .where(eq(royaltyLines.id, line.id));
    if (parts && parts.splits.length > 0) {
      await db
        .insert(royaltyLineSplits)
        .values(parts.splits.map((s) => ({ ...s, lineId: line.id })));
    }
    return { ...toUnmatchedLine({ ...line, importId: group.importId }), status };
  });
}
