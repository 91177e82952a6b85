import { formatMoney } from '../../../lib/money.ts';

/**
 * An amount as every royalty view shows it: cents in the reader's language, the exact value
 * (all 8 decimals the ledger keeps) on hover; the CSV statement carries the exact values.
 */
export function MoneyText({ amount }: { amount: string }) {
  return <span title={formatMoney(amount, { exact: true })}>{formatMoney(amount)}</span>;
}
