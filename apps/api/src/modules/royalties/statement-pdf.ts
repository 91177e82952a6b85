import type { TFunction } from 'i18next';
import { pdfFonts as fonts, renderPdf } from '../../lib/pdf.ts';
import type { Statement } from './royalty-statements.ts';

/** Column widths (points) of the statement table on an A4 landscape page. */
const widths = [58, 50, 70, 42, 95, 95, 85, 50, 66, 75, 90];
const margin = 30;

/** The statement as a PDF (pdfkit, DejaVu Sans when present), one table row per credit. */
export function statementPdf(statement: Statement, t: TFunction, owner: string): Promise<Buffer> {
  return renderPdf({ size: 'A4', layout: 'landscape', margin }, (doc) => {
    doc.info.Title = t('statement.title', { month: statement.month });
    doc
      .font(fonts.bold)
      .fontSize(16)
      .text(t('statement.title', { month: statement.month }));
    doc.font(fonts.regular).fontSize(10).text(owner).moveDown();

    const row = (cells: string[], bold = false) => {
      doc.font(bold ? fonts.bold : fonts.regular).fontSize(7);
      const heights = cells.map((cell, i) => doc.heightOfString(cell, { width: widths[i]! - 4 }));
      const height = Math.max(...heights) + 4;
      if (doc.y + height > doc.page.height - margin) doc.addPage();
      const y = doc.y;
      let x = margin;
      cells.forEach((cell, i) => {
        doc.text(cell, x, y, { width: widths[i]! - 4 });
        x += widths[i]!;
      });
      doc.x = margin;
      doc.y = y + height;
    };
    row(statement.columns, true);
    for (const cells of statement.rows) row(cells);
    doc.moveDown();
    doc
      .font(fonts.bold)
      .fontSize(10)
      .text(`${t('statement.total')}: ${statement.total} USD`, margin);
  });
}
