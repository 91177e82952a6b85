import { parentPort, workerData } from 'node:worker_threads';
import { pdfFonts as fonts, renderPdf } from '../../lib/pdf.ts';

/** A table of the statement: its heading, column titles, widths (points) and rows. */
export type StatementTable = {
  heading: string;
  columns: string[];
  widths: number[];
  rows: string[][];
};

/** What the worker lays out: every text already translated and formatted. */
export type StatementLayout = {
  title: string;
  owner: string;
  note: string;
  tables: StatementTable[];
  total: string;
};

const margin = 30;
/** Characters a cell keeps: laying out a long text costs more than its length. */
const cellLimit = 100;

/** The text cut to `cellLimit` characters (never inside a surrogate pair), "…" at the cut. */
export function clipCell(text: string): string {
  if (text.length <= cellLimit) return text;
  const end = /[\uD800-\uDBFF]/.test(text[cellLimit - 2]!) ? cellLimit - 2 : cellLimit - 1;
  return `${text.slice(0, end)}…`;
}

/** The statement as a PDF (pdfkit, DejaVu Sans when present), A4 landscape. */
function layOut(layout: StatementLayout): Promise<Buffer> {
  return renderPdf({ size: 'A4', layout: 'landscape', margin }, (doc) => {
    doc.info.Title = layout.title;
    doc.font(fonts.bold).fontSize(16).text(layout.title);
    doc.font(fonts.regular).fontSize(10).text(layout.owner);
    doc.fontSize(8).text(layout.note).moveDown();

    const row = (cells: string[], widths: number[], bold = false) => {
      doc.font(bold ? fonts.bold : fonts.regular).fontSize(7);
      const clipped = cells.map(clipCell);
      const heights = clipped.map((cell, i) => doc.heightOfString(cell, { width: widths[i]! - 4 }));
      const height = Math.max(...heights) + 4;
      if (doc.y + height > doc.page.height - margin) doc.addPage();
      const y = doc.y;
      let x = margin;
      clipped.forEach((cell, i) => {
        doc.text(cell, x, y, { width: widths[i]! - 4 });
        x += widths[i]!;
      });
      doc.x = margin;
      doc.y = y + height;
    };
    for (const table of layout.tables) {
      doc.font(fonts.bold).fontSize(11).text(table.heading, margin).moveDown(0.3);
      row(table.columns, table.widths, true);
      for (const cells of table.rows) row(cells, table.widths);
      doc.moveDown();
    }
    doc.font(fonts.bold).fontSize(10).text(layout.total, margin);
  });
}

// Run as a worker thread (statement-pdf.ts): lays out what it was given and hands the bytes back.
if (parentPort && workerData) {
  const port = parentPort;
  void layOut(workerData as StatementLayout).then((pdf) => port.postMessage(pdf));
}
