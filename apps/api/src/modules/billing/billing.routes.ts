import { eq } from 'drizzle-orm';
import { userView } from '../users/index.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminBillingSchema,
  billingIdParams,
  checkoutInputSchema,
  checkoutSchema,
  checkoutStartSchema,
  downgradeInputSchema,
  invoiceSchema,
  portalSchema,
  subscriptionViewSchema,
} from '@soundpost/contracts/billing';
import { AppError } from '../../lib/errors.ts';
import { requireActor } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/index.ts';
import { perIp } from '../auth/index.ts';
import { decideSandboxCheckout, getCheckout, startCheckout } from './checkouts.ts';
import { invoicePdf } from './invoice-pdf.ts';
import { billingProvider } from './providers/billing-providers.ts';
import { adminBillingView, refundInvoice } from './refund.ts';
import { keepPlan, scheduleChange } from './subscription-changes.ts';
import { ownInvoice, subscriptionView } from './subscription-view.ts';
import { findActiveSubscription } from './subscriptions.repository.ts';

const users = userView();

const tags = ['billing'];
const view = { 200: subscriptionViewSchema };

/** The user's subscription, checkouts and invoices; the administrators' view of them and refund. */
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const userId = (request: Parameters<typeof requireActor>[0]) => requireActor(request).user.id;

  app.get('/billing/subscription', { schema: { tags, response: view } }, async (request) =>
    subscriptionView(ctx, userId(request)),
  );

  app.post(
    '/billing/checkout',
    {
      config: { rateLimit: perIp('billing-checkout', 20, '15 minutes') },
      schema: { tags, body: checkoutInputSchema, response: { 201: checkoutStartSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await startCheckout(ctx, userId(request), request.body)),
  );

  app.get(
    '/billing/checkouts/:id',
    { schema: { tags, params: billingIdParams, response: { 200: checkoutSchema } } },
    async (request) => getCheckout(ctx, userId(request), request.params.id),
  );

  for (const [action, pay] of [
    ['confirm', true],
    ['decline', false],
  ] as const) {
    app.post(
      `/billing/checkouts/:id/${action}`,
      {
        schema: {
          tags,
          description: `The sandbox checkout page: ${action} the payment (no real money).`,
          params: billingIdParams,
          response: { 200: checkoutSchema },
        },
      },
      async (request) => decideSandboxCheckout(ctx, userId(request), request.params.id, pay),
    );
  }

  app.post(
    '/billing/subscription/cancel',
    { schema: { tags, response: view } },
    async (request) => {
      await scheduleChange(ctx, userId(request), 'lite');
      return subscriptionView(ctx, userId(request));
    },
  );

  app.post(
    '/billing/subscription/downgrade',
    { schema: { tags, body: downgradeInputSchema, response: view } },
    async (request) => {
      await scheduleChange(ctx, userId(request), request.body.plan);
      return subscriptionView(ctx, userId(request));
    },
  );

  app.post(
    '/billing/subscription/keep',
    {
      schema: {
        tags,
        description:
          'Undoes a scheduled cancellation or downgrade before the period ends: the plan renews.',
        response: view,
      },
    },
    async (request) => {
      await keepPlan(ctx, userId(request));
      return subscriptionView(ctx, userId(request));
    },
  );

  app.post(
    '/billing/portal',
    {
      config: { rateLimit: perIp('billing-portal', 20, '15 minutes') },
      schema: { tags, response: { 200: portalSchema } },
    },
    async (request) => {
      const sub = await findActiveSubscription(ctx.db, userId(request));
      if (!sub || sub.vendor) throw new AppError('payment_portal_unavailable');
      try {
        return { url: await billingProvider(ctx.config).portalUrl(sub) };
      } catch (error) {
        request.log.error({ err: error }, 'the payment provider could not open its portal');
        throw new AppError('provider_unavailable');
      }
    },
  );

  app.get(
    '/billing/invoices/:id/pdf',
    { schema: { tags, params: billingIdParams, produces: ['application/pdf'] } },
    async (request, reply) => {
      const { user } = requireActor(request);
      const invoice = await ownInvoice(ctx, user.id, request.params.id);
      const [owner] = await ctx.db
        .select({ name: users.name, email: users.email })
        .from(users)
        .where(eq(users.id, user.id));
      const t = ctx.i18n.getFixedT(request.lang, 'plans');
      const pdf = await invoicePdf(invoice, t, owner!);
      void reply.header(
        'content-disposition',
        `attachment; filename="soundpost-invoice-${invoice.serial}.pdf"`,
      );
      return reply.type('application/pdf').send(pdf);
    },
  );

  app.get(
    '/admin/users/:id/billing',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        description: "A user's subscription and invoices, each with the end of its refund window.",
        params: billingIdParams,
        response: { 200: adminBillingSchema },
      },
    },
    async (request) => adminBillingView(ctx, request.params.id),
  );

  app.post(
    '/admin/billing/invoices/:id/refund',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin'], params: billingIdParams, response: { 200: invoiceSchema } },
    },
    async (request) => {
      const { invoice, userId: targetId } = await refundInvoice(
        ctx,
        request.params.id,
        userId(request),
      );
      await recordAudit(ctx, request, {
        action: 'subscription_refunded',
        targetId,
        data: {
          invoice: invoice.number,
          amountMinor: invoice.amountMinor,
          currency: invoice.currency,
        },
      });
      return invoice;
    },
  );
};
