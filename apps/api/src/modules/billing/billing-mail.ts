import { eq } from 'drizzle-orm';
import { userView } from '../users/index.ts';
import type { Language } from '@soundpost/contracts/locales';
import type { AppContext } from '../../lib/context.ts';
import { appLink, sendAccountMail } from '../mail/index.ts';
import { billingInvoices, type SubscriptionRow } from './billing.table.ts';
import { formatMinor } from './invoice-pdf.ts';
import { invoiceNumber } from './subscription-view.ts';

const users = userView();

/** "1 March 2026" in the reader's language (periods are in UTC, as on the invoice). */
const longDay = (lang: Language, date: Date) =>
  new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(date);

async function recipient(ctx: AppContext, userId: string) {
  const [user] = await ctx.db
    .select({ name: users.name, email: users.email, lang: users.lang })
    .from(users)
    .where(eq(users.id, userId));
  return user!;
}

/**
 * Queues a billing e-mail once its change is committed; a failure to queue is logged, never
 * undoes nor fails the payment or cancellation it tells of.
 */
async function queueAfterCommit(ctx: AppContext, what: string, send: () => Promise<void>) {
  try {
    await send();
  } catch (error) {
    ctx.log.error({ err: error }, `the ${what} e-mail could not be queued`);
  }
}

/** The receipt of a newly recorded payment (one per invoice), with the link to its PDF. */
export function sendPaymentReceipt(ctx: AppContext, invoiceId: string) {
  return queueAfterCommit(ctx, 'receipt', async () => {
    const [invoice] = await ctx.db
      .select()
      .from(billingInvoices)
      .where(eq(billingInvoices.id, invoiceId));
    const user = await recipient(ctx, invoice!.userId);
    const t = ctx.i18n.getFixedT(user.lang, 'plans');
    await sendAccountMail(ctx, 'paymentReceipt', {
      to: user.email,
      lang: user.lang,
      name: user.name,
      link: appLink(ctx, `/v1/billing/invoices/${invoice!.id}/pdf`),
      details: {
        number: invoiceNumber(invoice!),
        amount: formatMinor(invoice!.amountMinor, invoice!.currency),
        item: t(`invoice.kinds.${invoice!.kind}`, { plan: t(`names.${invoice!.plan}`) }),
        start: longDay(user.lang, invoice!.periodStart),
        end: longDay(user.lang, invoice!.periodEnd),
      },
    });
  });
}

/** The confirmation of a cancellation: the plan and the day it ends. */
export function sendCancellationNotice(ctx: AppContext, sub: SubscriptionRow) {
  return queueAfterCommit(ctx, 'cancellation', async () => {
    const user = await recipient(ctx, sub.userId);
    const t = ctx.i18n.getFixedT(user.lang, 'plans');
    await sendAccountMail(ctx, 'subscriptionCanceled', {
      to: user.email,
      lang: user.lang,
      name: user.name,
      link: appLink(ctx, '/account/subscription'),
      details: { plan: t(`names.${sub.plan}`), end: longDay(user.lang, sub.periodEnd) },
    });
  });
}
