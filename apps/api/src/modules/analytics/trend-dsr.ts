import { AppError } from '../../lib/errors.ts';
import { readDsr } from '../royalties/index.ts';
import { calendarDay, invalidTrend, type TrendLine } from './trend-line.ts';

/** The royalty reader's refusals of a line, as the trend import's (same line and column). */
const lineErrors = new Set([
  'royalty_report_invalid',
  'royalty_report_cell_too_long',
  'royalty_report_amount_too_large',
]);

/**
 * A DDEX DSR flat file's usage counts as trend lines (decision 041), read by the royalty
 * import's DSR reader: an SU02 record's NumberOfStreams are streams, an SU01 record's Usages
 * downloads, on the day the HEAD's UsageStartDate names, in its summary's territory, for the
 * form's store. Money is not used (the reader still checks that the file's figures add up).
 */
export async function* readTrendDsr(
  path: string,
  storeId: string,
  onChunk: (chunk: Buffer) => void,
): AsyncGenerator<TrendLine> {
  try {
    for await (const line of readDsr(path, { store: storeId }, onChunk)) {
      const [year, month, date] = line.usageStart.split('-');
      const day = calendarDay(year!, month!, date!);
      if (!day) throw invalidTrend(line.lineNumber, 'UsageStartDate');
      yield {
        lineNumber: line.lineNumber,
        day,
        storeId,
        country: line.country,
        isrc: line.isrc,
        upc: line.upc,
        streams: line.usage === 'stream' ? line.quantity : 0,
        downloads: line.usage === 'download' ? line.quantity : 0,
        listeners: 0,
        saves: 0,
        playlistAdds: 0,
        city: '',
        source: '',
        playlistId: '',
        playlistName: '',
        ageBand: '',
        gender: '',
      };
    }
  } catch (error) {
    if (error instanceof AppError && lineErrors.has(error.code)) {
      throw invalidTrend(Number(error.params?.line ?? 0), String(error.params?.column ?? ''));
    }
    throw error;
  }
}
