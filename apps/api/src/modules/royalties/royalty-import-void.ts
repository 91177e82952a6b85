import { sql } from 'drizzle-orm';
import { lockKeys } from '../../db/advisory-lock.ts';
import { selectRows } from '../../db/select-rows.ts';
import type { AppContext } from '../../lib/context.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/uuid.ts';
import {
  balanceSql,
  formatUnits,
  netsOfTransactions,
  postTransactions,
  transactionsOfLinesSql,
} from '../ledger/index.ts';
import { userView } from '../users/index.ts';
import { toRoyaltyImport } from './royalty-import-dto.ts';
import { royaltyImports } from './royalties.table.ts';

/**
 * Voids an import (decision 026): ONE `royalty_import_void` transaction posts the opposite of
 * what the import and the resolutions of its unmatched lines left on each account, so nothing
 * is created or lost; its groups become `voided` (no longer anyone's entries, nor in the
 * unmatched queue), its collaborators' parts are removed (what they recouped is owed again),
 * and its report may be imported again. Refused when an artist's balance cannot give back what
 * the import credited them (it was withdrawn or paid), naming them and what is missing.
 * Runs under the import lock (no import meanwhile) and each such artist's withdrawal lock.
 */
export async function voidRoyaltyImport(ctx: AppContext, adminId: string, importId: string) {
  if (!isUuid(importId)) throw notFound();
  return ctx.db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(${lockKeys.royaltyImport.toString()}::bigint)`,
    );
    const [row] = await selectRows<{ voided_at: Date | null }>(
      tx,
      sql`select voided_at from royalty_imports where id = ${importId} for update`,
    );
    if (!row) throw notFound();
    if (row.voided_at) throw new AppError('royalty_import_voided');
    // The import's lines' ids: its id with the line number in the last 48 bits.
    const nets = await netsOfTransactions(
      tx,
      sql`
      select transaction_id from royalty_line_groups
      where import_id = ${importId} and transaction_id is not null
      union
      ${transactionsOfLinesSql(
        sql`royalty_line_id(${importId}::uuid, 0)`,
        sql`overlay(${importId}::text placing 'ffffffffffff' from 25)::uuid`,
      )}`,
    );
    const postings = nets.map((n) => ({ accountId: n.account_id, amount: -BigInt(n.amount) }));
    for (const net of nets) {
      const takeBack = BigInt(net.amount);
      if (net.kind !== 'artist_royalties' || takeBack <= 0n) continue;
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${`withdraw:${net.user_id}`}, 0))`,
      );
      const [balance] = await selectRows<{ balance: string; name: string | null }>(
        tx,
        sql`
        select ${balanceSql(net.account_id)}::text as balance,
          (select u.name from ${userView('u')} where u.id = ${net.user_id}) as name`,
      );
      const { balance: held, name } = balance!;
      if (BigInt(held) < takeBack) {
        throw new AppError('royalty_import_void_exceeds_balance', {
          params: { name: name ?? '—', missing: formatUnits(takeBack - BigInt(held)) },
        });
      }
    }
    const now = ctx.clock.now();
    if (postings.length > 0) {
      await postTransactions(tx, [{ kind: 'royalty_import_void', postedAt: now, postings }]);
    }
    await tx.execute(sql`
      update royalty_line_groups set status = 'voided', posted_at = null
      where import_id = ${importId}`);
    await tx.execute(sql`
      delete from royalty_line_splits where line_id
        between royalty_line_id(${importId}::uuid, 0)
        and overlay(${importId}::text placing 'ffffffffffff' from 25)::uuid`);
    const [voided] = await tx
      .update(royaltyImports)
      .set({ voidedAt: now, voidedBy: adminId })
      .where(sql`${royaltyImports.id} = ${importId}`)
      .returning();
    return toRoyaltyImport(voided!);
  });
}
