import { createReadStream } from 'node:fs';
import { parse } from 'csv-parse';
import { normalizeIsrc } from '@soundpost/contracts/identifiers';
import type { ReportField, ReportMapping } from '@soundpost/contracts/royalties';
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

type Field = ReportField | 'reportingDate';

/**
 * How a report file is read: its delimiter, which header name holds each field (fields not
 * named are empty; the store then is `defaultStore`), the decimal separator and the sale
 * month's format. The common distributor TSV is one such layout; a store's CSV mapping another.
 */
export type ReportLayout = Omit<ReportMapping, 'columns'> & {
  columns: Partial<Record<Field, string>>;
};

/** The common distributor TSV (every column required). */
export const distributorTsv: ReportLayout = {
  delimiter: '\t',
  decimalSeparator: '.',
  dateFormat: 'YYYY-MM',
  columns: {
    reportingDate: 'Reporting Date',
    saleMonth: 'Sale Month',
    store: 'Store',
    artist: 'Artist',
    title: 'Title',
    isrc: 'ISRC',
    upc: 'UPC',
    quantity: 'Quantity',
    country: 'Country of Sale',
    earnings: 'Earnings in USD',
  },
};

type Raw = Partial<Record<Field, string>>;

/** 422 `royalty_report_invalid`: the line (1-based, the header is 1) and column not read. */
export const invalid = (line: number, column: string) =>
  new AppError('royalty_report_invalid', 422, { params: { line, column } });

/** csv-parse's `columns` option: each header cell becomes the field the layout names it for. */
const readHeader = (layout: ReportLayout) => (header: string[]) => {
  const names = header.map((h) => h.trim());
  const fields = Object.entries(layout.columns) as [Field, string][];
  const missing = fields.find(([, name]) => !names.includes(name));
  if (missing) throw invalid(1, missing[1]);
  return names.map((name) => fields.find(([, n]) => n === name)?.[0] ?? false);
};

/** Sale month patterns, with the positions of the year and the month in the match. */
const monthFormats: Record<ReportMapping['dateFormat'], [RegExp, number, number]> = {
  'YYYY-MM': [/^(\d{4})-(\d{2})(?:-\d{2})?$/, 1, 2],
  'YYYY-MM-DD': [/^(\d{4})-(\d{2})-\d{2}$/, 1, 2],
  YYYYMM: [/^(\d{4})(\d{2})$/, 1, 2],
  'MM/YYYY': [/^(\d{2})\/(\d{4})$/, 2, 1],
  'DD/MM/YYYY': [/^\d{2}\/(\d{2})\/(\d{4})$/, 2, 1],
  'MM/DD/YYYY': [/^(\d{2})\/\d{2}\/(\d{4})$/, 2, 1],
};

/** The month's first day (`2024-03-01`), or undefined when the text is not a month. */
function readMonth(text: string, format: ReportMapping['dateFormat']) {
  const [pattern, year, month] = monthFormats[format];
  const match = pattern.exec(text);
  const m = Number(match?.[month]);
  return match && m >= 1 && m <= 12 ? `${match[year]}-${match[month]}-01` : undefined;
}

const datePattern = /^\d{4}-\d{2}-\d{2}$/;

type ReadOptions = { layout: ReportLayout; rate: ReturnType<typeof parseDecimal>; store: string };

function readLine(raw: Raw, lineNumber: number, opts: ReadOptions): ReportLine {
  const { layout } = opts;
  const text = (field: Field) => raw[field]?.trim() ?? '';
  const saleMonth = readMonth(text('saleMonth'), layout.dateFormat);
  if (!saleMonth) throw invalid(lineNumber, layout.columns.saleMonth!);
  const reportingDate = text('reportingDate');
  if (reportingDate && !datePattern.test(reportingDate)) {
    throw invalid(lineNumber, layout.columns.reportingDate!);
  }
  const quantity = text('quantity');
  if (!/^-?\d{1,9}$/.test(quantity)) throw invalid(lineNumber, layout.columns.quantity!);
  const earningsText = text('earnings');
  const earnings = parseDecimal(
    layout.decimalSeparator === ',' ? earningsText.replace(',', '.') : earningsText,
  );
  if (!earnings || (layout.decimalSeparator === ',' && earningsText.includes('.'))) {
    throw invalid(lineNumber, layout.columns.earnings!);
  }
  return {
    lineNumber,
    reportingDate: reportingDate || null,
    saleMonth,
    store: text('store') || opts.store,
    artist: text('artist'),
    title: text('title'),
    isrc: normalizeIsrc(text('isrc')) ?? text('isrc').toUpperCase(),
    upc: text('upc'),
    quantity: Number(quantity),
    country: text('country').toUpperCase(),
    amount: toUnits(earnings, opts.rate),
  };
}

/** Groups `items` in arrays of `size` (the last may be shorter), holding one group at a time. */
export async function* inBatches<T>(items: AsyncIterable<T>, size: number) {
  let batch: T[] = [];
  for await (const item of items) {
    batch.push(item);
    if (batch.length >= size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

/** A file csv-parse cannot read: the line it stopped at, and its error code as the column. */
export function unreadable(error: unknown) {
  if (error instanceof AppError) return error;
  const line = (error as { lines?: number }).lines ?? 0;
  return invalid(line, (error as { code?: string }).code ?? 'format');
}

async function* readLines(path: string, read: ReadOptions) {
  const parser = createReadStream(path).pipe(
    parse({
      delimiter: read.layout.delimiter,
      bom: true,
      columns: readHeader(read.layout),
      skip_empty_lines: true,
      relax_quotes: true,
      info: true,
    }),
  );
  for await (const { record, info } of parser as AsyncIterable<{
    record: Raw;
    info: { lines: number };
  }>) {
    yield readLine(record, info.lines, read);
  }
}

/**
 * Reads a report file (in `layout`) line by line, in batches of `batchSize`, never holding more
 * than one batch (constant memory at any file size). `rate` converts the earnings to USD. A
 * line that cannot be read throws `royalty_report_invalid` with its line number and column.
 */
export async function* readReportLines(
  path: string,
  opts: { layout: ReportLayout; store: string; rate?: string; batchSize: number },
): AsyncGenerator<ReportLine[]> {
  const read: ReadOptions = {
    layout: opts.layout,
    store: opts.store,
    rate: opts.rate === undefined ? undefined : parseDecimal(opts.rate),
  };
  try {
    yield* inBatches(readLines(path, read), opts.batchSize);
  } catch (error) {
    throw unreadable(error);
  }
}
