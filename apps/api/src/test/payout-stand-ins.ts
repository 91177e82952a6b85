import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type Route = (req: IncomingMessage, body: string, res: ServerResponse) => void;

async function listen(route: Route) {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => route(req, Buffer.concat(chunks).toString(), res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const json = (res: ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

/**
 * A stand-in for PayPal's REST endpoints the PayPal adapter calls, on 127.0.0.1: the OAuth
 * client-credentials token, POST /v1/payments/payouts (replaying the answer for a repeated
 * PayPal-Request-Id, refusing a repeated sender_batch_id) and GET of a batch. A payout is
 * PENDING until `settle` says SUCCESS or FAILED.
 */
export async function startPaypalStandIn(opts: { clientId: string; clientSecret: string }) {
  const token = `token-${crypto.randomUUID()}`;
  const batches = new Map<string, { status: string; receiver: string; value: string }>();
  const byRequestId = new Map<string, unknown>();
  const senderIds = new Set<string>();
  const answer = (id: string) => {
    const b = batches.get(id)!;
    return {
      batch_header: {
        payout_batch_id: id,
        batch_status: b.status === 'PENDING' ? 'PENDING' : 'SUCCESS',
      },
      items: [
        {
          transaction_status: b.status,
          payout_item: { receiver: b.receiver, amount: { value: b.value, currency: 'USD' } },
          ...(b.status === 'FAILED'
            ? { errors: { name: 'RECEIVER_UNREGISTERED', message: 'Receiver is unregistered' } }
            : {}),
        },
      ],
    };
  };
  const server = await listen((req, body, res) => {
    if (req.method === 'POST' && req.url === '/v1/oauth2/token') {
      const basic = Buffer.from(`${opts.clientId}:${opts.clientSecret}`).toString('base64');
      if (
        req.headers.authorization !== `Basic ${basic}` ||
        body !== 'grant_type=client_credentials'
      ) {
        return json(res, 401, { error: 'invalid_client' });
      }
      return json(res, 200, { access_token: token, token_type: 'Bearer', expires_in: 32400 });
    }
    if (req.headers.authorization !== `Bearer ${token}`)
      return json(res, 401, { name: 'AUTHENTICATION_FAILURE' });
    if (req.method === 'POST' && req.url === '/v1/payments/payouts') {
      const requestId = String(req.headers['paypal-request-id'] ?? '');
      if (requestId && byRequestId.has(requestId))
        return json(res, 201, byRequestId.get(requestId));
      const payout = JSON.parse(body);
      const senderId = payout.sender_batch_header?.sender_batch_id;
      if (senderIds.has(senderId)) {
        return json(res, 400, {
          name: 'USER_BUSINESS_ERROR',
          message: 'Batch with given sender_batch_id already exists',
        });
      }
      const item = payout.items?.[0];
      if (!/^\d+\.\d{2}$/.test(item?.amount?.value ?? '')) {
        return json(res, 400, { name: 'VALIDATION_ERROR', message: 'Invalid amount' });
      }
      senderIds.add(senderId);
      const id = `BATCH${batches.size + 1}`;
      batches.set(id, { status: 'PENDING', receiver: item.receiver, value: item.amount.value });
      const created = { batch_header: { payout_batch_id: id, batch_status: 'PENDING' } };
      if (requestId) byRequestId.set(requestId, created);
      return json(res, 201, created);
    }
    const batch = /^\/v1\/payments\/payouts\/([^/]+)$/.exec(req.url ?? '')?.[1];
    if (req.method === 'GET' && batch && batches.has(batch)) return json(res, 200, answer(batch));
    return json(res, 404, { name: 'RESOURCE_NOT_FOUND' });
  });
  return {
    ...server,
    batches,
    /** PayPal finishing a payout: SUCCESS or FAILED. */
    settle(id: string, status: 'SUCCESS' | 'FAILED') {
      batches.get(id)!.status = status;
    },
  };
}

/**
 * A stand-in for the Stripe endpoints the Stripe Connect adapter calls, on 127.0.0.1: POST
 * /v1/accounts and POST /v1/transfers (form-encoded, Bearer secret key, Idempotency-Key
 * replayed). Addresses at `declined.example` are refused; a transfer over the platform's
 * `balance` (cents) fails as Stripe's insufficient-funds error does.
 */
export async function startStripeStandIn(opts: { secretKey: string; balance: number }) {
  const accounts = new Map<string, string>();
  const transfers: { id: string; amount: number; destination: string }[] = [];
  const replies = new Map<string, unknown>();
  let balance = opts.balance;
  const server = await listen((req, body, res) => {
    if (req.headers.authorization !== `Bearer ${opts.secretKey}`) {
      return json(res, 401, {
        error: { type: 'invalid_request_error', message: 'Invalid API Key provided' },
      });
    }
    const form = new URLSearchParams(body);
    const key = String(req.headers['idempotency-key'] ?? '');
    if (key && replies.has(key)) return json(res, 200, replies.get(key));
    if (req.method === 'POST' && req.url === '/v1/accounts') {
      const email = form.get('email') ?? '';
      if (form.get('type') !== 'express' || email.endsWith('@declined.example')) {
        return json(res, 400, {
          error: {
            type: 'invalid_request_error',
            code: 'email_invalid',
            message: 'Invalid email address',
          },
        });
      }
      const id = `acct_${accounts.size + 1}`;
      accounts.set(id, email);
      return json(res, 200, { id, object: 'account', email });
    }
    if (req.method === 'POST' && req.url === '/v1/transfers') {
      const amount = Number(form.get('amount'));
      const destination = form.get('destination') ?? '';
      if (!accounts.has(destination) || form.get('currency') !== 'usd') {
        return json(res, 400, {
          error: { type: 'invalid_request_error', message: 'No such destination' },
        });
      }
      if (amount > balance) {
        return json(res, 400, {
          error: {
            type: 'invalid_request_error',
            code: 'balance_insufficient',
            message: 'Insufficient funds in Stripe account',
          },
        });
      }
      balance -= amount;
      const transfer = {
        id: `tr_${transfers.length + 1}`,
        object: 'transfer',
        amount,
        destination,
      };
      transfers.push(transfer);
      if (key) replies.set(key, transfer);
      return json(res, 200, transfer);
    }
    return json(res, 404, {
      error: { type: 'invalid_request_error', message: 'Unrecognized request URL' },
    });
  });
  return { ...server, accounts, transfers };
}
