import { describe, expect, it } from 'vitest';
import { renderStatementPdf } from './statement-pdf.ts';
import { clipCell } from './statement-pdf-worker.ts';
import { pdfText } from '../../test/pdf-text.ts';

describe('clipCell', () => {
  it('keeps short text, cuts long text at 100 characters, never inside a surrogate pair', () => {
    expect(clipCell('Spotify')).toBe('Spotify');
    expect(clipCell('a'.repeat(100))).toBe('a'.repeat(100));
    expect(clipCell('a'.repeat(101))).toBe(`${'a'.repeat(99)}…`);
    const emoji = `${'a'.repeat(98)}🎵🎵`;
    expect(clipCell(emoji)).toBe(`${'a'.repeat(98)}…`);
  });
});

describe('renderStatementPdf', () => {
  it('lays out a 20,000-character cell in a worker, cut (its layout grew with the square of the length)', async () => {
    const long = `Store ${'x'.repeat(20_000)}`;
    const pdf = await renderStatementPdf({
      title: 'Royalty statement 2024-06',
      owner: 'Ada',
      note: 'Every line is in the CSV.',
      tables: [
        {
          heading: 'By store',
          columns: ['Store', 'Amount'],
          widths: [250, 90],
          rows: [[long, '$1.00']],
        },
      ],
      total: 'Total: $1.00',
    });
    const text = await pdfText(pdf);
    expect(text).toContain('Royalty statement 2024-06');
    expect(text).toContain('…');
    expect(text.match(/x/g)!.length).toBeLessThan(100);
  });
});
