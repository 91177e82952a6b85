import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound } from '../../lib/errors.ts';
import { verifyStripeSignature } from './providers/stripe-signature.ts';
import { applyStripeEvent } from './stripe-events.ts';

/** Stripe's events are small; a bigger body is not one of them. */
const bodyLimit = 256 * 1024;

/**
 * POST /v1/billing/webhooks/stripe: Stripe's events, verified by their Stripe-Signature (HMAC
 * of the raw body with the endpoint's secret, five minutes' tolerance) before anything is read.
 * Cross-site by nature (no Origin check); 404 unless Stripe is the billing provider.
 */
export const billingWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  // The signature covers the exact bytes: this plugin keeps JSON bodies as text.
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/billing/webhooks/stripe',
    {
      config: { access: 'public', crossSite: true },
      schema: {
        tags: ['billing'],
        headers: z.object({ 'stripe-signature': z.string().max(2000).optional() }),
        body: z.string().max(bodyLimit),
        response: { 200: z.object({ received: z.literal(true), replayed: z.boolean() }) },
      },
    },
    async (request) => {
      const settings = ctx.config.billing;
      if (settings.provider !== 'stripe') throw notFound();
      const payload = request.body;
      const header = request.headers['stripe-signature'];
      if (!verifyStripeSignature(payload, header, settings.webhookSecret, ctx.clock.now())) {
        throw new AppError('webhook_signature_invalid');
      }
      let event: unknown;
      try {
        event = JSON.parse(payload);
      } catch {
        throw new AppError('validation_failed');
      }
      const applied = await applyStripeEvent(ctx, settings, event);
      return { received: true as const, replayed: !applied };
    },
  );
};
