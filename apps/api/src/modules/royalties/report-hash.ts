import { createHash } from 'node:crypto';

const cr = 0x0d;
const lf = 0x0a;

/**
 * The sha256 of a report's normalised bytes, fed chunk by chunk as the file is read: without a
 * leading UTF-8 byte order mark, with CRLF line ends as LF, and without the line ends that close
 * the file. The same report saved by another editor or system is then the same content, and a
 * second import of it is refused as a duplicate (decision 026). Cells are not rewritten: a
 * report whose text differs is a different report.
 */
export class ReportHash {
  private readonly hash = createHash('sha256');
  /** The first bytes, until there are three (the mark's length). */
  private head: Buffer | undefined = Buffer.alloc(0);
  /** A CR at the end of the last chunk (it may begin a CRLF). */
  private pendingCr = false;
  /** Line feeds held back: they close the file unless more text follows. */
  private pendingLf = 0;

  update(chunk: Buffer) {
    let data = chunk;
    if (this.head) {
      data = Buffer.concat([this.head, chunk]);
      if (data.length < 3) {
        this.head = data;
        return;
      }
      this.head = undefined;
      if (data[0] === 0xef && data[1] === 0xbb && data[2] === 0xbf) data = data.subarray(3);
    }
    this.body(data);
  }

  private body(data: Buffer) {
    let from = 0;
    for (;;) {
      const at = data.indexOf(cr, from);
      if (at === from && this.pendingCr) {
        // CR CR: the pending one ended no line.
        this.pendingCr = false;
        this.flush(Buffer.of(cr));
      }
      this.text(data.subarray(from, at === -1 ? data.length : at));
      if (at === -1) return;
      from = at + 1;
      if (at + 1 < data.length) {
        if (data[at + 1] !== lf) this.text(data.subarray(at, at + 1));
      } else this.pendingCr = true;
    }
  }

  /** Bytes without a CR that may begin a CRLF, after what is pending. */
  private text(bytes: Buffer) {
    if (bytes.length === 0) return;
    if (this.pendingCr) {
      this.pendingCr = false;
      if (bytes[0] !== lf) this.flush(Buffer.of(cr));
    }
    let end = bytes.length;
    while (end > 0 && bytes[end - 1] === lf) end--;
    if (end > 0) this.flush(bytes.subarray(0, end));
    this.pendingLf += bytes.length - end;
  }

  private flush(bytes: Buffer) {
    if (this.pendingLf > 0) this.hash.update(Buffer.alloc(this.pendingLf, lf));
    this.pendingLf = 0;
    this.hash.update(bytes);
  }

  /** The hex digest (a CR left at the very end is kept: it ended no line). */
  digest() {
    if (this.head) {
      const head = this.head;
      this.head = undefined;
      this.body(head);
    }
    if (this.pendingCr) this.flush(Buffer.of(cr));
    return this.hash.digest('hex');
  }
}
