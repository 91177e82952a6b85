import { createReadStream } from 'node:fs';
import { parse } from 'csv-parse';
import { normalizeIsrc } from '@soundpost/contracts/identifiers';
import { AppError } from '../../lib/errors.ts';
import { parseDecimal, toUnits } from '../ledger/money.ts';

/** A report line as read: text trimmed, the sale month as its first day, money in units. */
export type ReportLine = {
  lineNumber: number;
  reportingDate: string | null;
  saleMonth: string;
  store: string;
  artist: string;
  title: string;
  isrc: string;
  upc: string;
  quantity: number;
  country: string;
  amount: bigint;
};

/** The common distributor TSV: its header names, and the field each one fills. */
const columns = {
  'Reporting Date': 'reportingDate',
  'Sale Month': 'saleMonth',
  Store: 'store',
  Artist: 'artist',
  Title: 'title',
  ISRC: 'isrc',
  UPC: 'upc',
  Quantity: 'quantity',
  'Country of Sale': 'country',
  'Earnings in USD': 'earnings',
} as const;
type Column = keyof typeof columns;
type Raw = Record<(typeof columns)[Column], string>;

const invalid = (line: number, column: string) =>
  new AppError('royalty_report_invalid', 422, { params: { line, column } });

function readHeader(header: string[]) {
  const names = header.map((h) => h.trim());
  const missing = (Object.keys(columns) as Column[]).find((c) => !names.includes(c));
  if (missing) throw invalid(1, missing);
  return names.map((name) => (name in columns ? columns[name as Column] : false));
}

const saleMonthPattern = /^(\d{4})-(0[1-9]|1[0-2])(?:-\d{2})?$/;
const datePattern = /^\d{4}-\d{2}-\d{2}$/;

function readLine(raw: Raw, lineNumber: number, rate: ReturnType<typeof parseDecimal>): ReportLine {
  const month = saleMonthPattern.exec(raw.saleMonth.trim());
  if (!month) throw invalid(lineNumber, 'Sale Month');
  const reportingDate = raw.reportingDate.trim();
  if (reportingDate && !datePattern.test(reportingDate)) {
    throw invalid(lineNumber, 'Reporting Date');
  }
  const quantity = raw.quantity.trim();
  if (!/^-?\d{1,9}$/.test(quantity)) throw invalid(lineNumber, 'Quantity');
  const earnings = parseDecimal(raw.earnings);
  if (!earnings) throw invalid(lineNumber, 'Earnings in USD');
  return {
    lineNumber,
    reportingDate: reportingDate || null,
    saleMonth: `${month[1]}-${month[2]}-01`,
    store: raw.store.trim(),
    artist: raw.artist.trim(),
    title: raw.title.trim(),
    isrc: normalizeIsrc(raw.isrc) ?? raw.isrc.trim().toUpperCase(),
    upc: raw.upc.trim(),
    quantity: Number(quantity),
    country: raw.country.trim().toUpperCase(),
    amount: toUnits(earnings, rate),
  };
}

/**
 * Reads a report file line by line, in batches of `batchSize`, never holding more than one
 * batch (constant memory at any file size). `rate` converts the earnings to USD. A line that
 * cannot be read throws `royalty_report_invalid` with its line number and column.
 */
export async function* readReportLines(
  path: string,
  opts: { rate?: string; batchSize: number },
): AsyncGenerator<ReportLine[]> {
  const rate = opts.rate === undefined ? undefined : parseDecimal(opts.rate);
  const parser = createReadStream(path).pipe(
    parse({
      delimiter: '\t',
      bom: true,
      columns: readHeader,
      skip_empty_lines: true,
      relax_quotes: true,
      info: true,
    }),
  );
  let batch: ReportLine[] = [];
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: Raw;
      info: { lines: number };
    }>) {
      batch.push(readLine(record, info.lines, rate));
      if (batch.length >= opts.batchSize) {
        yield batch;
        batch = [];
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const line = (error as { lines?: number }).lines ?? 0;
    throw invalid(line, (error as { code?: string }).code ?? 'format');
  }
  if (batch.length > 0) yield batch;
}
