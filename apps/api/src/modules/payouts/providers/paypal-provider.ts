import type { PayoutSettings } from '../../../config.ts';
import {
  dollars,
  PayoutRefusal,
  type PayoutOutcome,
  type PayoutProvider,
} from './payout-provider.ts';

type PaypalSettings = NonNullable<PayoutSettings['paypal']>;
type PaypalError = { name?: string; message?: string };
type PayoutBatch = {
  batch_header?: { payout_batch_id?: string; batch_status?: string };
  items?: { transaction_status?: string; errors?: PaypalError }[];
};

const timeout = () => AbortSignal.timeout(15_000);
/** Item states after which PayPal will not pay (UNCLAIMED goes back after 30 days: RETURNED). */
const failedStates = new Set(['FAILED', 'RETURNED', 'BLOCKED', 'DENIED', 'REFUNDED', 'REVERSED']);
/** A 4xx answer is PayPal refusing the payout; anything else is trouble to retry. */
const refusal = (status: number) => status >= 400 && status < 500 && status !== 429;

/**
 * PayPal Payouts (REST): an OAuth client-credentials token, then one payout batch per withdrawal
 * (`sender_batch_id` and `PayPal-Request-Id` are the withdrawal's id), read back by its
 * `payout_batch_id`. PayPal pays to an e-mail address, so connecting registers nothing.
 */
export function paypalProvider(settings: PaypalSettings): PayoutProvider {
  async function token() {
    const basic = Buffer.from(`${settings.clientId}:${settings.clientSecret}`).toString('base64');
    const res = await fetch(`${settings.apiUrl}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
      signal: timeout(),
    });
    if (!res.ok) throw new Error(`PayPal token request failed: HTTP ${res.status}`);
    return ((await res.json()) as { access_token: string }).access_token;
  }

  async function call(path: string, init: { method: string; body?: unknown; requestId?: string }) {
    const res = await fetch(`${settings.apiUrl}${path}`, {
      method: init.method,
      headers: {
        authorization: `Bearer ${await token()}`,
        'content-type': 'application/json',
        // PayPal answers a repeated request id with the first answer: a retried send pays once.
        ...(init.requestId ? { 'paypal-request-id': init.requestId } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: timeout(),
    });
    const json = (await res.json().catch(() => ({}))) as PayoutBatch & PaypalError;
    if (res.ok) return { refused: undefined, batch: json };
    if (refusal(res.status)) return { refused: json.message ?? json.name ?? `HTTP ${res.status}` };
    throw new Error(`PayPal ${init.method} ${path} failed: HTTP ${res.status}`);
  }

  function outcome(batch: PayoutBatch): PayoutOutcome {
    const reference = batch.batch_header?.payout_batch_id;
    if (!reference) throw new Error('PayPal answered a payout without payout_batch_id');
    const item = batch.items?.[0];
    const state = item?.transaction_status ?? batch.batch_header?.batch_status ?? 'PENDING';
    if (state === 'SUCCESS') return { status: 'paid', reference };
    if (failedStates.has(state)) {
      return { status: 'failed', reference, reason: item?.errors?.message ?? state };
    }
    return { status: 'pending', reference };
  }

  return {
    async connect({ email }) {
      if (!email.includes('@')) throw new PayoutRefusal('PayPal pays to an e-mail address');
      return email;
    },
    async send(order) {
      const { refused, batch } = await call('/v1/payments/payouts', {
        method: 'POST',
        requestId: order.withdrawalId,
        body: {
          sender_batch_header: {
            sender_batch_id: order.withdrawalId,
            email_subject: 'Your Soundpost royalties',
          },
          items: [
            {
              recipient_type: 'EMAIL',
              receiver: order.email,
              amount: { value: dollars(order.cents), currency: 'USD' },
              sender_item_id: order.withdrawalId,
            },
          ],
        },
      });
      if (refused !== undefined) return { status: 'failed', reference: null, reason: refused };
      return outcome(batch);
    },
    async check(reference) {
      const { refused, batch } = await call(
        `/v1/payments/payouts/${encodeURIComponent(reference)}`,
        { method: 'GET' },
      );
      if (refused !== undefined) throw new Error(`PayPal payout ${reference}: ${refused}`);
      return outcome(batch);
    },
  };
}
