// The ledger module's public surface: what other modules and the app may use. Its tables
// stay private (docs/architecture.md, "Boundaries").
export { AccountSums, accountKey, postKeyedTransactions } from './keyed-postings.ts';
export { accountId, accountIds, postTransactions } from './ledger.ts';
export type { Posting } from './ledger.ts';
export {
  accountSumsSql,
  balanceSql,
  netsOfTransactions,
  transactionsOfLinesSql,
} from './ledger-sql.ts';
export type { AccountNet, TransactionKind } from './ledger-sql.ts';
export { divideRounded, formatUnits, parseDecimal, toUnits } from './money.ts';
