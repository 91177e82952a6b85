import type { TFunction } from 'i18next';
import type { AppContext } from '../../lib/context.ts';
import { formatUnits, parseDecimal, toUnits } from '../ledger/index.ts';
import { csvCell, csvNumber } from '../../lib/csv.ts';
import { shareText, statementEntries } from './royalty-statements.ts';

/**
 * A month's statement as CSV, a batch of lines at a time (constant memory whatever the month's
 * size): every credit posted in it, oldest first, then the total.
 */
export async function* statementCsv(ctx: AppContext, userId: string, month: string, t: TFunction) {
  const columns = [
    'posted',
    'saleMonth',
    'store',
    'country',
    'release',
    'track',
    'isrc',
    'quantity',
    'share',
    'reported',
    'amount',
    'report',
  ];
  yield `${columns.map((key) => csvCell(t(`statement.${key}`))).join(',')}\r\n`;
  let total = 0n;
  for await (const entries of statementEntries(ctx, userId, month)) {
    let text = '';
    for (const e of entries) {
      total += toUnits(parseDecimal(e.amount)!);
      text += `${[
        csvCell(e.postedAt.slice(0, 10)),
        csvCell(e.date.slice(0, 7)),
        csvCell(e.store),
        csvCell(e.country),
        csvCell(e.release?.title ?? ''),
        csvCell(e.track?.title ?? ''),
        csvCell(e.isrc),
        csvNumber(e.quantity),
        csvCell(shareText(e, t)),
        csvNumber(e.reportedAmount),
        csvNumber(e.amount),
        csvCell(`${e.report.filename ?? e.report.importId} #${e.report.lineNumber}`),
      ].join(',')}\r\n`;
    }
    yield text;
  }
  const totalRow = columns.map(() => '');
  totalRow[0] = csvCell(t('statement.total'));
  totalRow[columns.indexOf('amount')] = csvNumber(formatUnits(total));
  yield `${totalRow.join(',')}\r\n`;
}
