import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

type Json = Record<string, unknown>;

/**
 * A stand-in for the Stripe Billing endpoints the billing adapter calls, on 127.0.0.1:
 * Checkout Sessions (create, with the Idempotency-Key replayed; expire), Billing Portal
 * sessions, subscriptions (read, update: cancel at period end or not, the item's price;
 * cancel) and refunds. Form-encoded, Bearer secret key,
 * Stripe's error shape. `failing` makes the named paths answer 500 (Stripe in trouble).
 */
export async function startStripeBillingStandIn(opts: { secretKey: string }) {
  const sessions = new Map<string, { form: URLSearchParams; status: string }>();
  const subscriptions = new Map<string, Json & { price: string; cancelAtPeriodEnd: boolean }>();
  const refunds: URLSearchParams[] = [];
  const replies = new Map<string, Json>();
  const failing = new Set<string>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const send = (status: number, body: Json) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      const error = (status: number, message: string) =>
        send(status, { error: { type: 'invalid_request_error', message } });
      if (req.headers.authorization !== `Bearer ${opts.secretKey}`) {
        return error(401, 'Invalid API Key provided');
      }
      const path = req.url ?? '';
      if (failing.has(path)) return error(500, 'Stripe stand-in: failing on purpose');
      const form = new URLSearchParams(Buffer.concat(chunks).toString());
      const key = String(req.headers['idempotency-key'] ?? '');
      if (key && replies.has(key)) return send(200, replies.get(key)!);
      const reply = (body: Json) => {
        if (key) replies.set(key, body);
        send(200, body);
      };
      if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        const mode = form.get('mode');
        if (mode !== 'subscription' && mode !== 'payment') return error(400, 'Invalid mode');
        const id = `cs_test_${sessions.size + 1}`;
        sessions.set(id, { form, status: 'open' });
        return reply({ id, object: 'checkout.session', url: `https://checkout.stripe.test/${id}` });
      }
      const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path)?.[1];
      if (req.method === 'POST' && expire) {
        const session = sessions.get(expire);
        if (session?.status !== 'open') return error(400, 'Only open sessions can be expired');
        session.status = 'expired';
        return reply({ id: expire, status: 'expired' });
      }
      if (req.method === 'POST' && path === '/v1/billing_portal/sessions') {
        const customer = form.get('customer') ?? '';
        if (!customer.startsWith('cus_')) return error(400, 'No such customer');
        return reply({ id: 'bps_1', url: `https://billing.stripe.test/p/${customer}` });
      }
      const sub = /^\/v1\/subscriptions\/([^/]+)$/.exec(path)?.[1];
      if (sub) {
        const known = subscriptions.get(sub);
        if (!known) return error(404, 'No such subscription');
        if (req.method === 'DELETE') known.status = 'canceled';
        if (req.method === 'POST') {
          if (form.has('cancel_at_period_end')) {
            known.cancelAtPeriodEnd = form.get('cancel_at_period_end') === 'true';
          }
          if (form.get('items[0][id]') === 'si_1') known.price = form.get('items[0][price]')!;
          if (form.has('proration_behavior')) known.proration = form.get('proration_behavior');
        }
        return reply(subscriptionObject(known));
      }
      if (req.method === 'POST' && path === '/v1/refunds') {
        if (!form.get('payment_intent')?.startsWith('pi_')) return error(400, 'No such payment');
        refunds.push(form);
        return reply({ id: `re_${refunds.length}`, object: 'refund', status: 'succeeded' });
      }
      return error(404, 'Unrecognized request URL');
    });
  });
  /** A subscription as Stripe answers it and as its customer.subscription.* events carry it. */
  const subscriptionObject = (known: Json & { price: string; cancelAtPeriodEnd: boolean }) => ({
    id: known.id,
    object: 'subscription',
    status: known.status,
    cancel_at_period_end: known.cancelAtPeriodEnd,
    items: { data: [{ id: 'si_1', price: { id: known.price } }] },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    sessions,
    subscriptions,
    refunds,
    failing,
    /** Stripe creating a subscription when its Checkout Session is paid. */
    addSubscription(id: string, price: string) {
      subscriptions.set(id, { id, price, cancelAtPeriodEnd: false, status: 'active' });
    },
    /** The subscription's state now, for a customer.subscription.updated event. */
    subscriptionObject: (id: string) => subscriptionObject(subscriptions.get(id)!),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
