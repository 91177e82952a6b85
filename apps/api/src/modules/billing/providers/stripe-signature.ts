import { createHmac, timingSafeEqual } from 'node:crypto';

/** Stripe's default: a signature older (or newer) than five minutes is refused. */
export const signatureToleranceSeconds = 300;

/** The Stripe-Signature header for `payload` at `timestamp` (seconds), as Stripe signs. */
export function stripeSignature(payload: string, secret: string, timestamp: number): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

/**
 * Checks a webhook's Stripe-Signature header (`t=…,v1=…`, several v1 while a secret rolls):
 * an HMAC-SHA256 of `t.payload` with the endpoint's secret, compared in constant time, and a
 * timestamp within the tolerance of `now` (a replayed old delivery is refused).
 */
export function verifyStripeSignature(
  payload: string,
  header: string | undefined,
  secret: string,
  now: Date,
): boolean {
  if (!header) return false;
  const parts = header.split(',').map((part) => part.split('=', 2) as [string, string?]);
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  if (!Number.isInteger(timestamp)) return false;
  if (Math.abs(now.getTime() / 1000 - timestamp) > signatureToleranceSeconds) return false;
  const expected = Buffer.from(stripeSignature(payload, secret, timestamp).split('v1=')[1]!, 'hex');
  return parts.some(([key, value]) => {
    if (key !== 'v1' || !value || !/^[0-9a-f]{64}$/.test(value)) return false;
    return timingSafeEqual(Buffer.from(value, 'hex'), expected);
  });
}
