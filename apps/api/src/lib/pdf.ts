import { existsSync } from 'node:fs';
import PDFDocument from 'pdfkit';

/**
 * pdfkit's built-in Helvetica has no ş, ğ or ı: DejaVu Sans (Debian's fonts-dejavu-core) covers
 * every language of the app; a system without it gets the built-in font.
 */
const dejavu = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
const dejavuBold = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
export const pdfFonts =
  existsSync(dejavu) && existsSync(dejavuBold)
    ? { regular: dejavu, bold: dejavuBold }
    : { regular: 'Helvetica', bold: 'Helvetica-Bold' };

/** Renders a pdfkit document written by `draw` into a buffer (statements, invoices). */
export function renderPdf(
  options: PDFKit.PDFDocumentOptions,
  draw: (doc: PDFKit.PDFDocument) => void,
): Promise<Buffer> {
  const doc = new PDFDocument(options);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) =>
    doc.on('end', () => resolve(Buffer.concat(chunks))),
  );
  draw(doc);
  doc.end();
  return done;
}
