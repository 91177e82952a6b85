import { createReadStream } from 'node:fs';
import { parse } from 'csv-parse';
import { normalizeIsrc } from '@soundpost/contracts/identifiers';
import { divideRounded, parseDecimal, toUnits } from '../ledger/index.ts';
import type { ReportLine } from './line-batch.ts';
import {
  amountTooLarge,
  cellTooLong,
  invalid,
  maxLineUnits,
  monthAfterPeriod,
  overLong,
  unreadable,
} from './report-reader.ts';

// DDEX DSR flat files (Part 3, Basic Audio Profile, multi-record-block variant, profile
// version 1.x), the subset read (decision 026). Cells are tab-separated, unquoted; records whose
// first cell starts with `#` (cell-name rows) are skipped. Positions are 1-based, as in Part 8.
//   HEAD   3 Profile (must be BasicAudioProfile), 9 UsageStartDate (its month is the sale month)
//   SY01/SY02 (summary)  2 SummaryRecordId, 7 Territory, 9 Usages, 11 CurrencyOfReporting,
//          12 NetRevenue
//   RE01   2 BlockId, 3 ReleaseReference, 7 ICPN (UPC), 8 DisplayArtistName, 10 Title
//   AS01/AS02  2 BlockId, 3 ResourceReference, 5 ISRC (the first of several), 6 Title,
//          8 DisplayArtistName
//   SU01 (downloads, 9 Usages) / SU02 (streams, 8 NumberOfStreams)  2 BlockId,
//          3 SummaryRecordId, 5 TransactedRelease, 6 TransactedResource
//   RE02, MW01 are read past; FOOT ends the file. Any other record is refused.
// Detail records carry no money in this profile: a summary's NetRevenue is shared among its
// detail records by their usages. Each share is the rounded running total less the previous
// one, so the shares add up to the NetRevenue exactly once every usage the summary counts was
// reported; a file where they do not add up is refused at the summary's line.

type Summary = {
  line: number;
  territory: string;
  usages: bigint;
  revenue: bigint;
  reported: bigint;
  allocated: bigint;
};
type Item = { upc: string; isrc: string; title: string; artist: string };
/**
 * `currency`: the one the summaries must report in; `period`: the latest sale month a file may
 * report. A read for usage counts (the trend import) gives neither: its money is not used.
 */
type Options = { currency?: string; rate?: string; store: string; period?: string };

/**
 * A detail record as a report line, with the HEAD's usage start date (`YYYY-MM-DD`) and
 * whether it counts streams (SU02) or downloads (SU01).
 */
export type DsrLine = ReportLine & { usageStart: string; usage: 'stream' | 'download' };

/** The names of the cells the reader keeps as text, by record type (a cell too long is named). */
const textCells: Record<string, Record<number, string>> = {
  SY01: { 6: 'Territory' },
  SY02: { 6: 'Territory' },
  RE01: { 6: 'ICPN', 7: 'DisplayArtistName', 9: 'Title' },
  AS01: { 4: 'ISRC', 5: 'Title', 7: 'DisplayArtistName' },
  AS02: { 4: 'ISRC', 5: 'Title', 7: 'DisplayArtistName' },
};

const wholeNumber = /^\d{1,12}$/;

class DsrReader {
  saleMonth: string | undefined;
  usageStart = '';
  summaries = new Map<string, Summary>();
  block = { id: '', head: undefined as Item | undefined, items: new Map<string, Item>() };

  opts: Options;
  constructor(opts: Options) {
    this.opts = opts;
  }

  head(cells: string[], line: number) {
    if (cells[2] !== 'BasicAudioProfile') throw invalid(line, 'Profile');
    const start = /^(\d{4})-(0[1-9]|1[0-2])-\d{2}$/.exec(cells[8] ?? '');
    if (!start) throw invalid(line, 'UsageStartDate');
    if (this.opts.period !== undefined && `${start[1]}-${start[2]}` > this.opts.period) {
      throw monthAfterPeriod(line, 'UsageStartDate', this.opts.period);
    }
    this.saleMonth = `${start[1]}-${start[2]}-01`;
    this.usageStart = start[0];
  }

  summary(cells: string[], line: number) {
    const usages = cells[8] ?? '';
    if (!wholeNumber.test(usages)) throw invalid(line, 'Usages');
    if (this.opts.currency !== undefined && cells[10] !== this.opts.currency) {
      throw invalid(line, 'CurrencyOfReporting');
    }
    const revenue = parseDecimal(cells[11] ?? '');
    if (!revenue) throw invalid(line, 'NetRevenue');
    const rate = this.opts.rate === undefined ? undefined : parseDecimal(this.opts.rate);
    const units = toUnits(revenue, rate);
    if (units > maxLineUnits || units < -maxLineUnits) throw amountTooLarge(line, 'NetRevenue');
    // A second summary of the same id would take the first one's detail records, and the
    // first one's money would go nowhere.
    const id = cells[1] ?? '';
    if (this.summaries.has(id)) throw invalid(line, 'SummaryRecordId');
    this.summaries.set(id, {
      line,
      territory: (cells[6] ?? '').toUpperCase(),
      usages: BigInt(usages),
      revenue: units,
      reported: 0n,
      allocated: 0n,
    });
  }

  item(cells: string[], kind: 'release' | 'resource') {
    if (cells[1] !== this.block.id) {
      this.block = { id: cells[1] ?? '', head: undefined, items: new Map() };
    }
    const item =
      kind === 'release'
        ? { upc: cells[6] ?? '', isrc: '', artist: cells[7] ?? '', title: cells[9] ?? '' }
        : {
            upc: '',
            isrc: (cells[4] ?? '').split('|')[0]!,
            title: cells[5] ?? '',
            artist: cells[7] ?? '',
          };
    if (kind === 'release') this.block.head = item;
    this.block.items.set(`${kind}:${cells[2]}`, item);
  }

  usage(cells: string[], line: number, usagesCell: number): DsrLine {
    const summary = this.summaries.get(cells[2] ?? '');
    if (!summary) throw invalid(line, 'SummaryRecordId');
    const usages = cells[usagesCell] ?? '';
    if (!wholeNumber.test(usages))
      throw invalid(line, usagesCell === 8 ? 'Usages' : 'NumberOfStreams');
    const sameBlock = cells[1] === this.block.id;
    const resource = sameBlock ? this.block.items.get(`resource:${cells[5]}`) : undefined;
    const release = sameBlock
      ? (this.block.items.get(`release:${cells[4]}`) ?? this.block.head)
      : undefined;
    const item = resource ?? release;
    if (!item) throw invalid(line, 'TransactedResource');
    summary.reported += BigInt(usages);
    if (summary.reported > summary.usages)
      throw invalid(line, usagesCell === 8 ? 'Usages' : 'NumberOfStreams');
    const runningTotal = divideRounded(summary.revenue * summary.reported, summary.usages || 1n);
    const amount = runningTotal - summary.allocated;
    summary.allocated = runningTotal;
    return {
      lineNumber: line,
      reportingDate: null,
      saleMonth: this.saleMonth!,
      store: this.opts.store,
      artist: item.artist.trim(),
      title: item.title.trim(),
      isrc: normalizeIsrc(item.isrc) ?? item.isrc.trim().toUpperCase(),
      upc: resource ? (release?.upc ?? '') : item.upc,
      quantity: Number(usages),
      country: summary.territory,
      amount,
      usageStart: this.usageStart,
      usage: usagesCell === 8 ? 'download' : 'stream',
    };
  }

  /** Every summary's usages were all reported, so its NetRevenue was shared out exactly. */
  finish() {
    for (const summary of this.summaries.values()) {
      if (summary.reported !== summary.usages || summary.allocated !== summary.revenue) {
        throw invalid(summary.line, 'Usages');
      }
    }
  }
}

/**
 * A DSR flat file's detail records as report lines (their revenue shared out by usages, see
 * above), read as a stream; every chunk read goes to `onChunk`. A record that cannot be read
 * throws `royalty_report_invalid` with its line number and cell name.
 */
export async function* readDsr(
  path: string,
  opts: Options,
  onChunk: (chunk: Buffer) => void,
): AsyncGenerator<DsrLine> {
  const reader = new DsrReader(opts);
  const parser = createReadStream(path)
    .on('data', (chunk) => onChunk(chunk as Buffer))
    .pipe(
      parse({ delimiter: '\t', quote: false, bom: true, relax_column_count: true, info: true }),
    );
  let first = true;
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>) {
      const cells = record.map((cell) => cell.replaceAll('\\|', '|').trim());
      const type = cells[0]!.slice(0, 4);
      const line = info.lines;
      if (cells[0]!.startsWith('#') || cells.every((cell) => cell === '')) continue;
      if (first !== (type === 'HEAD')) throw invalid(line, 'RecordType');
      const names = textCells[type];
      if (names) {
        for (const [n, name] of Object.entries(names)) {
          if (overLong(cells[+n] ?? '')) throw cellTooLong(line, name);
        }
      }
      first = false;
      if (type === 'HEAD') reader.head(cells, line);
      else if (type === 'SY01' || type === 'SY02') reader.summary(cells, line);
      else if (type === 'RE01') reader.item(cells, 'release');
      else if (type === 'AS01' || type === 'AS02') reader.item(cells, 'resource');
      else if (type === 'SU01') yield reader.usage(cells, line, 8);
      else if (type === 'SU02') yield reader.usage(cells, line, 7);
      else if (type === 'FOOT') break;
      else if (type !== 'RE02' && type !== 'MW01') throw invalid(line, 'RecordType');
    }
  } catch (error) {
    throw unreadable(error);
  }
  if (first) throw invalid(1, 'RecordType');
  reader.finish();
}
