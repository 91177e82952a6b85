import { formatUnits } from '../ledger/index.ts';
import type { royaltyImports } from './royalties.table.ts';

/** An import as the API shows it. */
export const toRoyaltyImport = (
  row: Omit<typeof royaltyImports.$inferSelect, 'contentHash' | 'importedBy' | 'voidedBy'>,
) => ({
  id: row.id,
  store: row.store,
  period: row.period,
  currency: row.currency,
  exchangeRate: row.exchangeRate,
  filename: row.filename,
  lines: row.lineCount,
  matched: row.matchedCount,
  unmatched: row.lineCount - row.matchedCount,
  total: formatUnits(row.total),
  createdAt: row.createdAt.toISOString(),
  stores: row.stores,
  voidedAt: row.voidedAt?.toISOString() ?? null,
});
