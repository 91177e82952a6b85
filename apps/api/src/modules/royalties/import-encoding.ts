import type { BinaryRows } from '../../db/copy-binary.ts';
import type { ShareDivision } from '../splits/index.ts';
import type { HeldLines } from './held-lines.ts';
import type { Group, Split } from './import-groups.ts';
import { fields, noDate, spanWidth, type LineBatch } from './line-batch.ts';

// The import's rows in PostgreSQL's binary COPY format (decision 035), one function per table.

export const lineColumns = `royalty_lines (id, group_id, line_number, reporting_date, sale_month,
  store, artist, title, isrc, upc, quantity, country, amount, owner_amount, owner_basis_points)`;

/**
 * Line `i` of the batch, in its group; the owner's part and basis points only when `division`
 * divided it (else the view recomputes them from the group's percent). A line naming no store
 * takes the report's (`storeBytes`). Line ids are the import's `prefix` and the line number.
 */
export function encodeLine(
  rows: BinaryRows,
  batch: LineBatch,
  i: number,
  prefix: Uint8Array,
  storeBytes: Uint8Array,
  group: Group,
  division: ShareDivision | null,
) {
  const { bytes, spans } = batch;
  const line = batch.lineNumber[i]!;
  const amount = batch.amount[i]!;
  const at = i * spanWidth;
  const storeStart = spans[at]!;
  const isrc = batch.isrc[i]!.bytes;
  const country = batch.overridden(i, fields.country);
  rows.row(
    15,
    200 +
      (storeStart === -1 ? storeBytes.length : spans[at + 1]! - storeStart) +
      spans[at + 3]! -
      spans[at + 2]! +
      spans[at + 5]! -
      spans[at + 4]! +
      isrc.length +
      spans[at + 7]! -
      spans[at + 6]! +
      (country ? country.length : spans[at + 9]! - spans[at + 8]!),
  );
  rows.uuidNumbered(prefix, line);
  rows.int8(group.id);
  rows.int4(line);
  const date = batch.reportingDate[i]!;
  if (date === noDate) rows.nul();
  else rows.date(date);
  rows.date(batch.saleMonth[i]!);
  if (storeStart === -1) rows.text(storeBytes, 0, storeBytes.length);
  else rows.text(bytes, storeStart, spans[at + 1]!);
  rows.text(bytes, spans[at + 2]!, spans[at + 3]!);
  rows.text(bytes, spans[at + 4]!, spans[at + 5]!);
  rows.text(isrc, 0, isrc.length);
  rows.text(bytes, spans[at + 6]!, spans[at + 7]!);
  rows.int4(batch.quantity[i]!);
  if (country) rows.text(country, 0, country.length);
  else rows.text(bytes, spans[at + 8]!, spans[at + 9]!);
  rows.int8(Number.isNaN(amount) ? batch.amountOf(i) : amount);
  if (division) {
    rows.int8(division.owner);
    rows.int4(division.ownerPoints);
  } else {
    rows.nul();
    rows.nul();
  }
}

export const splitColumns = `royalty_line_splits (line_id, split_id, collaborator_id, basis_points,
  share_amount, recoup_amount)`;

/** The collaborators' parts of a line just divided (none of zero), each credited to its split. */
export function encodeParts(
  rows: BinaryRows,
  prefix: Uint8Array,
  line: number,
  division: ShareDivision,
) {
  const live = division.live as Split[];
  for (let i = 0; i < live.length; i++) {
    const split = live[i]!;
    const recoupAmount = division.recoup[i]!;
    const shareAmount = division.share[i]!;
    if (shareAmount === 0n && recoupAmount === 0n) continue;
    split.credited += shareAmount + recoupAmount;
    rows.row(6, 128);
    rows.uuidNumbered(prefix, line);
    rows.uuid(split.bytes);
    rows.uuid(split.userBytes);
    rows.int4(split.basisPoints);
    rows.int8(shareAmount);
    rows.int8(recoupAmount);
  }
}

export const groupColumns = `royalty_line_groups (id, import_id, status, track_id, release_id,
  owner_id, share_percent, posted_at, transaction_id, created_at, line_numbers)`;

/**
 * The groups with lines held, each listing them, into `rows`; the lines held are then let go.
 * Answers the groups written.
 */
export function encodeGroups(
  rows: BinaryRows,
  groups: Group[],
  held: HeldLines,
  ids: { importBytes: Uint8Array; transactionBytes: Uint8Array; at: Date },
) {
  rows.reset();
  const { order, starts } = held.sorted(groups);
  const written = groups.filter((g) => g.count > 0);
  for (const group of written) {
    const target = group.target;
    rows.row(11, 256 + group.count * 8);
    rows.int8(group.id);
    rows.uuid(ids.importBytes);
    rows.text(target ? matchedStatus : unmatchedStatus, 0, target ? 7 : 9);
    if (target?.trackBytes) rows.uuid(target.trackBytes);
    else rows.nul();
    if (target) rows.uuid(target.releaseBytes);
    else rows.nul();
    if (target) rows.uuid(target.owner.bytes);
    else rows.nul();
    if (target) rows.int4(group.percent);
    else rows.nul();
    if (target) rows.timestamp(ids.at);
    else rows.nul();
    rows.uuid(ids.transactionBytes);
    rows.timestamp(ids.at);
    const start = starts[group.index]!;
    rows.int4Array(order, start, start + group.count);
    group.count = 0;
  }
  held.count = 0;
  return written;
}

const matchedStatus = Buffer.from('matched');
const unmatchedStatus = Buffer.from('unmatched');
