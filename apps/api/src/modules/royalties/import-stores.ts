/** The most stores an import lists (a report naming more lists its first ones). */
const maxStores = 100;

/** The stores a report's lines name, in order of appearance. */
export class ReportStores {
  readonly list: string[] = [];
  private last: Uint8Array = new Uint8Array(0);

  /**
   * Notes the store a line names: compared byte by byte with the last line's (a report's lines
   * name few stores, mostly the same as the line before), a new one listed.
   */
  note(data: Uint8Array, start: number, end: number) {
    const last = this.last;
    if (last.length === end - start) {
      let k = 0;
      while (k < last.length && last[k] === data[start + k]) k++;
      if (k === last.length) return;
    }
    this.last = data.slice(start, end);
    const store = Buffer.from(this.last).toString('utf8');
    if (this.list.length < maxStores && !this.list.includes(store)) this.list.push(store);
  }
}
