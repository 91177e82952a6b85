import type { TFunction } from 'i18next';
import { pdfFonts as fonts, renderPdf } from '../../lib/pdf.ts';
import type { InvoiceRow } from './billing.table.ts';
import { invoiceNumber } from './subscription-view.ts';

/** "49.99 USD": minor units as exact decimal text (every plan currency has two decimals). */
export const formatMinor = (amountMinor: number, currency: string) =>
  `${Math.trunc(amountMinor / 100)}.${String(amountMinor % 100).padStart(2, '0')} ${currency}`;

/** The sandbox's payments and renewals carry references of its own (`sandbox:…`). */
const isSandboxInvoice = (invoice: InvoiceRow) =>
  invoice.providerReference?.startsWith('sandbox:') ?? false;

const day = (date: Date) => date.toISOString().slice(0, 10);

/** The invoice as a PDF (pdfkit, as the royalty statements), in the requester's language. */
export function invoicePdf(
  invoice: InvoiceRow,
  t: TFunction,
  customer: { name: string; email: string },
): Promise<Buffer> {
  const number = invoiceNumber(invoice);
  return renderPdf({ size: 'A4', margin: 50 }, (doc) => {
    doc.info.Title = t('invoice.title', { number });
    doc.font(fonts.bold).fontSize(18).text(t('invoice.title', { number }));
    doc.font(fonts.regular).fontSize(10).text('Soundpost').moveDown();
    // A sandbox payment moved no money: its invoice must not pass for a real one.
    if (isSandboxInvoice(invoice)) doc.font(fonts.bold).text(t('sandbox.label')).moveDown();
    doc.text(customer.name).text(customer.email).moveDown();
    const line = (label: string, value: string) =>
      doc.font(fonts.bold).text(`${label}: `, { continued: true }).font(fonts.regular).text(value);
    line(t('invoice.paidAt'), day(invoice.paidAt));
    line(
      t('invoice.item'),
      t(`invoice.kinds.${invoice.kind}`, { plan: t(`names.${invoice.plan}`) }),
    );
    line(t('invoice.period'), `${day(invoice.periodStart)} – ${day(invoice.periodEnd)}`);
    line(t('invoice.total'), formatMinor(invoice.amountMinor, invoice.currency));
    if (invoice.refundedAt) line(t('invoice.refunded'), day(invoice.refundedAt));
  });
}
