import type { Group } from './import-groups.ts';

/**
 * What the import holds before writing it (decision 035): the groups' line numbers (more than a
 * chunk of the file can hold: a line has at least its delimiters), and the bytes of the
 * collaborators' parts. Tests lower them to write after every batch.
 */
export type ImportBounds = { lines: number; splitBytes: number };
export const importBounds: ImportBounds = { lines: 1 << 19, splitBytes: 1 << 23 };

/**
 * The line numbers of the groups not written yet, and each one's group, in two arrays of a
 * fixed size (decision 035): what the import holds of its lines is bounded, whatever the
 * report's size. `sorted` gives them grouped (a counting sort by group, line order kept).
 */
export class HeldLines {
  count = 0;
  private lines: Int32Array;
  private groups: Int32Array;
  private order: Int32Array;
  private starts = new Int32Array(64);

  constructor(size: number) {
    this.lines = new Int32Array(size);
    this.groups = new Int32Array(size);
    this.order = new Int32Array(size);
  }

  /** Whether `more` lines still fit. */
  fits(more: number) {
    return this.count + more <= this.lines.length;
  }

  /** Room for a batch larger than the arrays (only when nothing is held). */
  makeRoom(lines: number) {
    if (lines <= this.lines.length) return;
    this.lines = new Int32Array(lines);
    this.groups = new Int32Array(lines);
    this.order = new Int32Array(lines);
  }

  add(line: number, group: Group) {
    this.lines[this.count] = line;
    this.groups[this.count++] = group.index;
    group.count++;
  }

  /**
   * The lines held, grouped: those of `groups[k]` (by index) are `order[start(k), start(k) +
   * groups[k].count)`.
   */
  sorted(groups: Group[]) {
    if (this.starts.length < groups.length + 1) this.starts = new Int32Array(groups.length * 2);
    const starts = this.starts;
    let at = 0;
    for (let k = 0; k < groups.length; k++) {
      starts[k] = at;
      at += groups[k]!.count;
    }
    const next = starts.slice(0, groups.length);
    for (let i = 0; i < this.count; i++) this.order[next[this.groups[i]!]!++] = this.lines[i]!;
    return { order: this.order, starts };
  }
}
