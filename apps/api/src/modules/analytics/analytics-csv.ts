import type { AnalyticsCounts, ExportQuery } from '@soundpost/contracts/analytics';
import type { AppContext } from '../../lib/context.ts';
import { csvCell, csvNumber } from '../../lib/csv.ts';
import type { AnalyticsReader } from './analytics-scope.ts';
import { analyticsBreakdown, analyticsTimeseries } from './analytics.service.ts';

const counts: (keyof AnalyticsCounts)[] = [
  'streams',
  'downloads',
  'listeners',
  'saves',
  'playlistAdds',
  'views',
  'clicks',
];
const line = (cells: string[]) => `${cells.join(',')}\r\n`;
const countCells = (row: AnalyticsCounts) => counts.map((c) => csvNumber(row[c]));

/**
 * What the analytics page shows, as CSV (RFC 4180, CRLF): the counts per bucket, or a
 * breakdown's rows with their names. Names come from users and stores: every text cell is
 * quoted and defused against formulas (csvCell). Headers are stable, untranslated keys.
 */
export async function analyticsCsv(ctx: AppContext, reader: AnalyticsReader, query: ExportQuery) {
  if (query.dimension) {
    const { rows } = await analyticsBreakdown(ctx, reader, {
      ...query,
      dimension: query.dimension,
      limit: 500,
    });
    return (
      line(['key', 'name', ...counts].map(csvCell)) +
      rows.map((r) => line([csvCell(r.key), csvCell(r.label), ...countCells(r)])).join('')
    );
  }
  const { points } = await analyticsTimeseries(ctx, reader, query);
  return (
    line([query.granularity, ...counts].map(csvCell)) +
    points.map((p) => line([csvCell(p.date), ...countCells(p)])).join('')
  );
}
