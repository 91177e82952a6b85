import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../lib/context.ts';

/** What a signed value may be for; each purpose has its own key, so one cannot pass as another. */
export type SignedPurpose = 'oauth-state' | 'confirm' | 'leave';

const keys = new WeakMap<object, Map<SignedPurpose, Buffer>>();

function keyFor(ctx: AppContext, purpose: SignedPurpose) {
  let perPurpose = keys.get(ctx.config);
  if (!perPurpose) keys.set(ctx.config, (perPurpose = new Map()));
  let key = perPurpose.get(purpose);
  if (!key) {
    const secret = ctx.config.sessionSecret;
    key = Buffer.from(hkdfSync('sha256', secret, '', `soundpost presave ${purpose}`, 32));
    perPurpose.set(purpose, key);
  }
  return key;
}

const mac = (key: Buffer, body: string) =>
  createHmac('sha256', key).update(body).digest('base64url');

/**
 * A value the server hands out and takes back unchanged: `<payload>.<HMAC-SHA256>`, base64url.
 * The OAuth state, and the links of the e-mails (confirm, leave), are these: nothing is kept for
 * them, and no one can make one without SESSION_SECRET (decision 054).
 */
export function signValue(ctx: AppContext, purpose: SignedPurpose, payload: object) {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${mac(keyFor(ctx, purpose), body)}`;
}

/** The payload of a value this server signed for `purpose`, or null (forged, altered, other). */
export function openValue<T>(ctx: AppContext, purpose: SignedPurpose, value: string): T | null {
  const [body, signature, extra] = value.split('.');
  if (!body || !signature || extra !== undefined || value.length > 2000) return null;
  const expected = Buffer.from(mac(keyFor(ctx, purpose), body));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as T;
  } catch {
    return null;
  }
}
