import type { BillingSettings } from '../../../config.ts';
import type { BillingProvider } from './billing-provider.ts';

/** The API version the adapter speaks (its invoices still carry `payment_intent`). */
export const stripeApiVersion = '2024-06-20';

type StripeSettings = Extract<BillingSettings, { provider: 'stripe' }>;
type StripeObject = { id?: string; url?: string; items?: { data?: { id: string }[] } };

/**
 * Stripe (decision 029): a Checkout Session per payment (mode `subscription` for a new yearly
 * plan, `payment` for an upgrade's pro-rata amount computed here), the Billing Portal for
 * "manage payment", subscription updates for what renews, refunds. Form-encoded REST calls with
 * the secret key; the checkout id is the Idempotency-Key of its session.
 */
export function stripeBilling(settings: StripeSettings, appUrl: string): BillingProvider {
  async function call(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    form: Record<string, string> = {},
    idempotencyKey?: string,
  ): Promise<StripeObject> {
    const body = new URLSearchParams(form).toString();
    const res = await fetch(`${settings.apiUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${settings.secretKey}`,
        'stripe-version': stripeApiVersion,
        ...(method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
      },
      body: method === 'POST' ? body : undefined,
      signal: AbortSignal.timeout(15_000),
    });
    const json = (await res.json().catch(() => ({}))) as StripeObject & {
      error?: { message?: string };
    };
    if (!res.ok) {
      throw new Error(`Stripe ${method} ${path}: HTTP ${res.status} ${json.error?.message ?? ''}`);
    }
    return json;
  }

  const back = `${appUrl}/account/subscription`;

  return {
    name: 'stripe',
    async startCheckout(order) {
      const common = {
        client_reference_id: order.checkoutId,
        'metadata[checkout_id]': order.checkoutId,
        success_url: `${back}?checkout=${order.checkoutId}`,
        cancel_url: `${appUrl}/upgrade`,
        ...(order.customerId ? { customer: order.customerId } : { customer_email: order.email }),
      };
      const form: Record<string, string> =
        order.kind === 'subscription'
          ? {
              ...common,
              mode: 'subscription',
              'line_items[0][price]': settings.prices[order.plan],
              'line_items[0][quantity]': '1',
              'subscription_data[metadata][checkout_id]': order.checkoutId,
              'subscription_data[metadata][user_id]': order.userId,
              'subscription_data[metadata][plan]': order.plan,
            }
          : {
              ...common,
              mode: 'payment',
              'line_items[0][quantity]': '1',
              'line_items[0][price_data][currency]': order.currency.toLowerCase(),
              'line_items[0][price_data][unit_amount]': String(order.amountMinor),
              'line_items[0][price_data][product_data][name]': `Soundpost ${order.plan} upgrade`,
            };
      const session = await call('POST', '/v1/checkout/sessions', form, order.checkoutId);
      if (!session.id || !session.url) throw new Error('Stripe answered a session without a url');
      return { url: session.url, sessionId: session.id };
    },
    async closeCheckout(sessionId) {
      await call('POST', `/v1/checkout/sessions/${encodeURIComponent(sessionId)}/expire`);
    },
    async portalUrl(subscription) {
      if (!subscription.providerCustomerId) throw new Error('no Stripe customer for this user');
      const session = await call('POST', '/v1/billing_portal/sessions', {
        customer: subscription.providerCustomerId,
        return_url: back,
      });
      if (!session.url) throw new Error('Stripe answered a portal session without a url');
      return session.url;
    },
    async renewAs(subscription, plan) {
      const path = `/v1/subscriptions/${encodeURIComponent(subscriptionId(subscription))}`;
      if (plan === 'lite') {
        await call('POST', path, { cancel_at_period_end: 'true' });
        return;
      }
      const item = (await call('GET', path)).items?.data?.[0]?.id;
      if (!item) throw new Error('Stripe subscription without an item');
      await call('POST', path, {
        cancel_at_period_end: 'false',
        'items[0][id]': item,
        'items[0][price]': settings.prices[plan],
        proration_behavior: 'none',
      });
    },
    async refund(invoice, subscription) {
      if (!invoice.providerReference) throw new Error('invoice without a Stripe payment');
      const field = invoice.providerReference.startsWith('pi_') ? 'payment_intent' : 'charge';
      await call(
        'POST',
        '/v1/refunds',
        { [field]: invoice.providerReference },
        `refund-${invoice.id}`,
      );
      await call('DELETE', `/v1/subscriptions/${encodeURIComponent(subscriptionId(subscription))}`);
    },
  };
}

function subscriptionId(subscription: { providerSubscriptionId: string | null }) {
  if (!subscription.providerSubscriptionId) throw new Error('no Stripe subscription');
  return subscription.providerSubscriptionId;
}
