import type { PayoutSettings } from '../../../config.ts';
import { PayoutRefusal, type PayoutProvider } from './payout-provider.ts';

type StripeSettings = NonNullable<PayoutSettings['stripe']>;
type StripeAnswer = { id?: string; error?: { message?: string; code?: string } };

/**
 * Stripe Connect: connecting makes an Express connected account for the artist's e-mail
 * (Stripe collects their bank or card details), and a payout is a transfer to it, sent with the
 * withdrawal's id as Stripe's Idempotency-Key so a retried send pays once. A transfer is final
 * when Stripe accepts it.
 */
export function stripeProvider(settings: StripeSettings): PayoutProvider {
  async function post(
    path: string,
    form: Record<string, string>,
    idempotencyKey?: string,
  ): Promise<{ id: string } | { refused: string }> {
    const res = await fetch(`${settings.apiUrl}${path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${settings.secretKey}`,
        'content-type': 'application/x-www-form-urlencoded',
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
      },
      body: new URLSearchParams(form).toString(),
      signal: AbortSignal.timeout(15_000),
    });
    const json = (await res.json().catch(() => ({}))) as StripeAnswer;
    if (res.ok && json.id) return { id: json.id };
    // 400 (invalid request) and 402 (request failed) are Stripe saying no; others are trouble.
    if (res.status === 400 || res.status === 402) {
      return { refused: json.error?.message ?? json.error?.code ?? `HTTP ${res.status}` };
    }
    if (res.ok) throw new Error(`Stripe POST ${path} answered without an id`);
    throw new Error(`Stripe POST ${path} failed: HTTP ${res.status}`);
  }

  return {
    async connect({ userId, email }) {
      const answer = await post('/v1/accounts', {
        type: 'express',
        email,
        'capabilities[transfers][requested]': 'true',
        'metadata[soundpost_user]': userId,
      });
      if ('refused' in answer) throw new PayoutRefusal(answer.refused);
      return answer.id;
    },
    async send(order) {
      const answer = await post(
        '/v1/transfers',
        {
          amount: String(order.cents),
          currency: 'usd',
          destination: order.providerReference,
          transfer_group: order.withdrawalId,
        },
        order.withdrawalId,
      );
      if ('refused' in answer) return { status: 'failed', reference: null, reason: answer.refused };
      return { status: 'paid', reference: answer.id };
    },
    async check(reference) {
      return { status: 'paid', reference };
    },
  };
}
