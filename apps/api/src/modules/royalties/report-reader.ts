import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import type { ReportField, ReportMapping } from '@soundpost/contracts/royalties';
import { CopyError, type SqlTx } from '../../db/sql-transaction.ts';
import { AppError } from '../../lib/errors.ts';

/** A report line as read (a DSR detail record): text trimmed, the sale month as its first day, money in units. */
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

/** 422 `royalty_report_invalid`: the line (1-based, the header is 1) and column not read. */
export const invalid = (line: number, column: string) =>
  new AppError('royalty_report_invalid', 422, { params: { line, column } });

/** Sale month patterns (PostgreSQL regular expressions), with the year's and month's groups. */
const monthFormats: Record<ReportMapping['dateFormat'], [string, number, number]> = {
  'YYYY-MM': ['^(\\d{4})-(\\d{2})(?:-\\d{2})?$', 1, 2],
  'YYYY-MM-DD': ['^(\\d{4})-(\\d{2})-\\d{2}$', 1, 2],
  YYYYMM: ['^(\\d{4})(\\d{2})$', 1, 2],
  'MM/YYYY': ['^(\\d{2})/(\\d{4})$', 2, 1],
  'DD/MM/YYYY': ['^\\d{2}/(\\d{2})/(\\d{4})$', 2, 1],
  'MM/DD/YYYY': ['^(\\d{2})/\\d{2}/(\\d{4})$', 2, 1],
};

/** A SQL string literal of fixed text (standard_conforming_strings is on). */
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * The staged lines, whatever the format: a query (with its parameters) answering the columns of
 * `import_source`, and the column named when a line's `bad` is 1–4 (see stageReport).
 */
export type StagedReport = {
  source: string;
  values: unknown[];
  badColumns: string[];
  /** Queries answering the report's distinct ISRCs (canonical), UPCs and sale months. */
  isrcs: string;
  upcs: string;
  months: string;
};

/** The table a DSR file's lines are copied into, already read. */
export const createImportSource = (tx: SqlTx) =>
  tx.query(`create temp table import_source (
    line_number int not null, reporting_date date, sale_month date, store text, artist text,
    title text, isrc text, upc text, quantity int, country text, amount bigint,
    bad smallint not null) on commit drop`);

/** The header's cells (a BOM, quotes and spaces dropped) and the bytes it takes. */
async function readHeader(path: string, delimiter: string) {
  const handle = await open(path);
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(1 << 16), 0, 1 << 16, 0);
    const data = buffer.subarray(0, bytesRead);
    const end = data.indexOf(10);
    const text = data.subarray(0, end === -1 ? bytesRead : end).toString('utf8');
    const cells = text
      .replace(/^\uFEFF/, '')
      .split(delimiter)
      .map((cell) => cell.trim().replace(/^"(.*)"$/, '$1'));
    return { cells, bytes: end === -1 ? bytesRead : end + 1 };
  } finally {
    await handle.close();
  }
}

/**
 * The file from `start` in chunks of whole lines (memory stays at one chunk whatever the file's
 * size). An empty line becomes a line of empty cells, so COPY keeps one row per line and the
 * rows' order gives the line numbers.
 */
async function* wholeLines(path: string, start: number, columns: number, delimiter: string) {
  const fill = delimiter.repeat(columns - 1);
  const blanksFilled = (lines: Buffer) =>
    lines[0] === 10 || lines[0] === 13 || lines.includes('\n\n') || lines.includes('\n\r\n')
      ? Buffer.from(lines.toString('utf8').replace(/(^|\n)(?=\r?\n)/g, `$1${fill}`))
      : lines;
  let carry = Buffer.alloc(0);
  // The last line's end, when the file has none: COPY wants one kind of line end throughout.
  let lineEnd: Buffer | undefined;
  for await (const chunk of createReadStream(path, { start, highWaterMark: 1 << 22 })) {
    const data = carry.length > 0 ? Buffer.concat([carry, chunk as Buffer]) : (chunk as Buffer);
    const end = data.lastIndexOf(10) + 1;
    lineEnd ??= end > 0 ? Buffer.from(data[end - 2] === 13 ? '\r\n' : '\n') : undefined;
    carry = Buffer.from(data.subarray(end));
    if (end > 0) yield blanksFilled(data.subarray(0, end));
  }
  if (carry.length > 0) yield blanksFilled(Buffer.concat([carry, lineEnd ?? Buffer.from('\n')]));
}

/**
 * The columns a line's `bad` (1–4) names, in the order the JS reader checked them (the
 * reporting date is read by COPY now, so 2 does not occur).
 */
const checks = ['saleMonth', 'reportingDate', 'quantity', 'earnings'] as const;

/**
 * Stages a TSV or CSV report: COPY of the file's lines into a table of text cells, and the query
 * that reads each cell as the layout says (trimmed text, the sale month's first day, the
 * quantity, the earnings converted at `rate` and rounded half to even) and marks the first
 * check each line fails, in the order the JS reader checked them; the import refuses the first
 * failing line with its line number and the header of its column.
 */
export async function stageReport(
  tx: SqlTx,
  path: string,
  opts: { layout: ReportLayout; store: string; rate?: string },
): Promise<StagedReport> {
  const { layout } = opts;
  const header = await readHeader(path, layout.delimiter);
  const fields = Object.entries(layout.columns) as [Field, string][];
  const missing = fields.find(([, name]) => !header.cells.includes(name));
  if (missing) throw invalid(1, missing[1]);
  const cells = header.cells.map((_, i) => `c${i + 1}`);
  const fieldOf = (name: string) => fields.find(([, n]) => n === name)?.[0];
  const numeric = layout.decimalSeparator === '.';
  // COPY reads the quantity, the earnings (with a decimal point) and the reporting date by their
  // types, as fast as it reads text; a cell that is not one fails the COPY at its line and column.
  const typeOf = (name: string) =>
    ({ quantity: 'int', earnings: numeric ? 'numeric' : 'text', reportingDate: 'date' })[
      fieldOf(name) as 'quantity'
    ] ?? 'text';
  await tx.query(`create temp table royalty_staging (
    n int generated always as identity,
    ${cells.map((c, i) => `${c} ${typeOf(header.cells[i]!)}`).join(', ')}
  ) on commit drop`);
  const delimiter = layout.delimiter === '\t' ? `e'\\t'` : literal(layout.delimiter);
  try {
    await tx.copyFrom(
      (source) =>
        `copy royalty_staging (${cells.join(', ')}) from ${source} with (format csv, delimiter ${delimiter})`,
      wholeLines(path, header.bytes, cells.length, layout.delimiter),
    );
  } catch (error) {
    if (!(error instanceof CopyError)) throw error;
    const column = error.column ? header.cells[Number(error.column.slice(1)) - 1] : undefined;
    throw invalid(error.line + 1, column ?? 'format');
  }
  const column = (field: Field) => {
    const name = layout.columns[field];
    const i = name === undefined ? -1 : header.cells.indexOf(name);
    return i === -1 ? undefined : `s.c${i + 1}`;
  };
  const text = (field: Field) => {
    const c = column(field);
    return c ? `coalesce(btrim(${c}, e' \\t\\r\\n'), '')` : `''`;
  };
  // Sale months, ISRCs and UPCs are read once per distinct text (a report has few months and
  // far fewer ISRCs than lines; one scan for the three), then joined back.
  await tx.query(`create temp table import_texts on commit drop as
    select m, i, u from (select ${text('saleMonth')} as m, ${text('isrc')} as i,
      ${text('upc')} as u from royalty_staging s) s
    group by grouping sets ((m), (i), (u))`);
  const [pattern, year, month] = monthFormats[layout.dateFormat];
  await tx.query(`create temp table import_months on commit drop as
    select m as raw, case when x[${month}]::int between 1 and 12
      then make_date(x[${year}]::int, x[${month}]::int, 1) end as month
    from (select m, regexp_match(m, ${literal(pattern)}) as x
      from import_texts where m is not null) d`);
  // An ISRC in canonical form (CC-XXX-YY-NNNNN) when it is one, else upper case as written.
  await tx.query(`create temp table import_isrcs on commit drop as
    select i as raw, case when t ~ '^[A-Z]{2}-?[A-Z0-9]{3}-?[0-9]{2}-?[0-9]{5}$'
      then substr(b, 1, 2) || '-' || substr(b, 3, 3) || '-' || substr(b, 6, 2) || '-'
        || substr(b, 8, 5) else t end as isrc
    from (select i, upper(i) as t, replace(upper(i), '-', '') as b
      from import_texts where i is not null) d`);
  await tx.query('analyze import_months, import_isrcs');
  const earnings = column('earnings')!;
  // Typed earnings: exact when they have at most 8 decimals and no rate applies. Text earnings
  // (a decimal comma): the JS reader's rules, then the same conversion.
  const e = numeric
    ? earnings
    : `(case when btrim(${earnings}) ~ '^-?\\d+(,\\d+)?$'
        then regexp_replace(btrim(${earnings}), ',', '.')::numeric end)`;
  const units = `case when $2::numeric is null and scale(${e}) <= 8
      then (${e} * 100000000)::bigint
      else royalty_round_half_even(${e} * coalesce($2::numeric, 1) * 100000000) end`;
  const quantity = column('quantity') ?? 'null::int';
  const source = `select s.n + 1 as line_number, ${column('reportingDate') ?? 'null::date'}
      as reporting_date, mo.month as sale_month, coalesce(nullif(${text('store')}, ''), $1) as store,
      ${text('artist')} as artist, ${text('title')} as title, i.isrc, ${text('upc')} as upc,
      ${quantity} as quantity, upper(${text('country')}) as country,
      case when ${e} is null or ${e} in ('NaN', 'Infinity', '-Infinity') then null
        else ${units} end as amount,
      case when mo.month is null then 1 when ${quantity} is null then 3
        when ${e} is null or ${e} in ('NaN', 'Infinity', '-Infinity') then 4 else 0 end as bad
    from royalty_staging s
    join import_months mo on mo.raw = ${text('saleMonth')}
    join import_isrcs i on i.raw = ${text('isrc')}
    where coalesce(${cells.map((c) => `${c}::text`).join(', ')}) is not null`;
  return {
    source,
    values: [opts.store, opts.rate ?? null],
    badColumns: checks.map((field) => layout.columns[field]!),
    isrcs: 'select isrc from import_isrcs',
    upcs: 'select u from import_texts where u is not null',
    months: 'select month from import_months where month is not null',
  };
}

/** A file csv-parse cannot read: the line it stopped at, and its error code as the column. */
export function unreadable(error: unknown) {
  if (error instanceof AppError) return error;
  const line = (error as { lines?: number }).lines ?? 0;
  return invalid(line, (error as { code?: string }).code ?? 'format');
}
