import { randomInt } from 'node:crypto';
import { z } from 'zod';
import type { IDToken } from 'openid-client';

/** Who the provider says signed in, read from the validated ID token. */
export type SocialIdentity = { sub: string; email?: string; emailVerified: boolean; name?: string };

const text = z.string().trim().max(200).optional().catch(undefined);

const claimsSchema = z.object({
  sub: z.string().min(1).max(255),
  email: z.email().max(254).optional().catch(undefined),
  // Apple sends "true"/"false" strings, Google booleans.
  email_verified: z
    .union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')])
    .optional()
    .catch(undefined),
  name: text,
  given_name: text,
  family_name: text,
});

export function identityFromClaims(claims: IDToken): SocialIdentity | undefined {
  const parsed = claimsSchema.safeParse(claims);
  if (!parsed.success) return undefined;
  const c = parsed.data;
  const name = c.name || [c.given_name, c.family_name].filter(Boolean).join(' ');
  return {
    sub: c.sub,
    email: c.email?.toLowerCase(),
    emailVerified: c.email_verified ?? false,
    name: name ? name.slice(0, 100) : undefined,
  };
}

const appleUserSchema = z.object({
  name: z.object({ firstName: text, lastName: text }).optional(),
});

/** The name in Apple's one-time `user` form field ({"name":{"firstName","lastName"},…}). */
export function nameFromAppleUser(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return undefined;
  }
  const parsed = appleUserSchema.safeParse(json);
  const name = parsed.success
    ? [parsed.data.name?.firstName, parsed.data.name?.lastName].filter(Boolean).join(' ')
    : '';
  return name ? name.slice(0, 100) : undefined;
}

/** Letters, digits, `_` and `.` only (the username rule), accents folded: "José" → "jose". */
function usernameStem(source: string) {
  return source
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9_.]/g, '')
    .replace(/^\.+|\.+$/g, '')
    .slice(0, 24);
}

/**
 * Usernames to try for a new account, best first: the e-mail's local part (or the name), then
 * the same with a random number, so a taken stem still gives a short readable username.
 */
export function usernameCandidates(email: string, name?: string): string[] {
  const stems = [usernameStem(email.split('@')[0] ?? ''), usernameStem(name ?? '')];
  const stem = stems.find((s) => s.length >= 3) ?? (stems[0] || 'artist');
  const numbered = Array.from({ length: 5 }, () => `${stem}${randomInt(1000, 100_000)}`);
  return [...(stem.length >= 3 ? [stem] : []), ...numbered];
}
