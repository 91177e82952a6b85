// The proof of work's lifetime and answer format, without zod: the sign-in pages solve the
// challenge before they load any schema (decision 031). The schemas are in captcha.ts.
import type { PowPayload } from './captcha.ts';

/** A proof-of-work challenge is good for 10 minutes after it is issued. */
export const captchaLifetime = 10 * 60_000;

/** Encodes a solved challenge as the `answer` string (the ALTCHA widget's payload format). */
export function encodePowAnswer(payload: PowPayload): string {
  const json = JSON.stringify(payload);
  const bytes = new TextEncoder().encode(json);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}
