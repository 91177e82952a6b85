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
  private scratch = Buffer.alloc(0);

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

  /** The chunk without the CRs of its CRLFs, in one piece (one hash update per chunk). */
  private body(data: Buffer) {
    if (data.length === 0) return;
    let at = data.indexOf(cr);
    if (at === -1 && !this.pendingCr) {
      this.text(data);
      return;
    }
    if (this.scratch.length < data.length + 1) this.scratch = Buffer.allocUnsafe(data.length * 2);
    const out = this.scratch;
    let n = 0;
    if (this.pendingCr) {
      this.pendingCr = false;
      if (data[0] !== lf) out[n++] = cr;
    }
    let from = 0;
    while (at !== -1) {
      n += data.copy(out, n, from, at);
      if (at + 1 === data.length) {
        this.pendingCr = true;
        from = data.length;
        break;
      }
      if (data[at + 1] !== lf) out[n++] = cr;
      from = at + 1;
      at = data.indexOf(cr, from);
    }
    n += data.copy(out, n, from);
    this.text(out.subarray(0, n));
  }

  /** Text without CRLFs: held-back line feeds first, its own closing ones held back. */
  private text(bytes: Buffer) {
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
