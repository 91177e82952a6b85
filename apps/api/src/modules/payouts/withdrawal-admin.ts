import type { adminWithdrawalQuerySchema } from '@soundpost/contracts/payouts';
import { userView } from '../users/index.ts';
import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../lib/context.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { beforeCursor, decodeCursor, toPage } from '../../lib/page-cursor.ts';
import { isUuid } from '../../lib/uuid.ts';
import { queuePayout, settleWithdrawal } from './payout-job.ts';
import { withdrawals } from './payouts.table.ts';
import { toWithdrawal, type WithdrawalRow } from './withdrawal-dto.ts';

const users = userView();

/** Every artist's withdrawals for the administrators, newest first, optionally of one status. */
export async function listAllWithdrawals(
  ctx: AppContext,
  query: z.output<typeof adminWithdrawalQuerySchema>,
) {
  const cursor = decodeCursor(query.cursor);
  const rows = await ctx.db
    .select({ w: withdrawals, username: users.username })
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .where(
      and(
        query.status && eq(withdrawals.status, query.status),
        beforeCursor(cursor, withdrawals.createdAt, withdrawals.id),
      ),
    )
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .limit(query.limit + 1);
  return toPage(
    rows.map((r) => ({ ...r.w, username: r.username })),
    query.limit,
    (row) => ({
      ...toWithdrawal(row),
      user: { id: row.userId, username: row.username },
      email: row.email,
    }),
  );
}

async function requested(ctx: AppContext, id: string): Promise<WithdrawalRow> {
  const [row] = isUuid(id)
    ? await ctx.db.select().from(withdrawals).where(eq(withdrawals.id, id))
    : [];
  if (!row) throw notFound();
  if (row.status !== 'requested') throw new AppError('withdrawal_not_pending');
  return row;
}

/**
 * An administrator lets a requested withdrawal be paid: the payout job, queued in the same
 * transaction, sends it.
 */
export async function approveWithdrawal(ctx: AppContext, id: string, adminId: string) {
  await requested(ctx, id);
  const row = await ctx.db.transaction(async (tx) => {
    const [approved] = await tx
      .update(withdrawals)
      .set({ status: 'sending', decidedBy: adminId })
      .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'requested')))
      .returning();
    if (!approved) throw new AppError('withdrawal_not_pending');
    await queuePayout(ctx, approved.id, { tx });
    return approved;
  });
  return toWithdrawal(row);
}

/** An administrator refuses a requested withdrawal: its money goes back with the reason. */
export async function rejectWithdrawal(
  ctx: AppContext,
  id: string,
  adminId: string,
  reason: string,
) {
  await requested(ctx, id);
  const row = await settleWithdrawal(ctx, id, { status: 'rejected', reason, decidedBy: adminId });
  if (!row) throw new AppError('withdrawal_not_pending');
  return toWithdrawal(row);
}
