import type { Withdrawal } from '@soundpost/contracts/payouts';
import { formatUnits } from '../ledger/index.ts';
import type { withdrawals } from './payouts.table.ts';

export type WithdrawalRow = typeof withdrawals.$inferSelect;

export const toWithdrawal = (row: WithdrawalRow): Withdrawal => ({
  id: row.id,
  amount: formatUnits(row.amount),
  status: row.status,
  method: row.method,
  reason: row.reason,
  createdAt: row.createdAt.toISOString(),
  settledAt: row.settledAt?.toISOString() ?? null,
});
