import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse as Response } from 'fastify';
import { generate, generateSecret } from 'otplib';
import type { Language } from '@soundpost/contracts/locales';
import type { Role } from '@soundpost/contracts/roles';
import type { Plan } from '@soundpost/contracts/users';
import { days } from '../lib/clock.ts';
import { hashToken, randomToken } from '../lib/tokens.ts';
import { recoveryCodes } from '../modules/auth/auth.table.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { sealTotpSecret } from '../modules/auth/totp-secrets.ts';
import { hashRecoveryCode } from '../modules/auth/twofactor.service.ts';
import { insertSession } from '../modules/sessions/sessions.repository.ts';
import { sessionCookie } from '../modules/sessions/sessions.service.ts';
import { insertUser } from '../modules/users/users.repository.ts';
import type { TestApp } from './app.ts';

export const defaultPassword = 'Sound-post-1!';

export type UserOptions = {
  plan?: Plan;
  role?: Role;
  /** Two-factor on, with a known secret and recovery codes. */
  twofactor?: boolean;
  blocked?: { kind: 'freeze' | 'banned'; reason: string };
  /** null: a social-only account without a password. */
  password?: string | null;
  name?: string;
  username?: string;
  email?: string;
  lang?: Language;
  verified?: boolean;
};

export type TestUser = Awaited<ReturnType<typeof createUser>>;

let sequence = 0;
/** Unique per test file run and across files sharing a PostgreSQL server. */
export const uniqueId = () => `${randomBytes(3).toString('hex')}${(++sequence).toString(36)}`;

let ipSequence = 0;
/** A client address of its own (X-Forwarded-For), so per-IP limits of one test spare others. */
export const freshIp = () => {
  const n = ++ipSequence;
  return { 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` };
};

// argon2 is slow on purpose; one hash per distinct password keeps the suite fast.
const hashes = new Map<string, Promise<string>>();
const hashOnce = (password: string) => {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  return hashes.get(password)!;
};

/** Inserts a user straight into the database, with whatever state the test needs. */
export async function createUser(t: TestApp, opts: UserOptions = {}) {
  const id = uniqueId();
  const username = opts.username ?? `user_${id}`;
  const password = opts.password === undefined ? defaultPassword : opts.password;
  const now = t.clock.now();
  const totpSecret = opts.twofactor ? generateSecret() : null;
  const user = await insertUser(
    t.db,
    {
      name: opts.name ?? `Test ${id}`,
      username,
      email: opts.email ?? `${username}@example.test`,
      passwordHash: password === null ? null : await hashOnce(password),
      role: opts.role ?? 'user',
      lang: opts.lang ?? 'en',
      emailVerifiedAt: opts.verified === false ? null : now,
      freeze: opts.blocked?.kind === 'freeze',
      banned: opts.blocked?.kind === 'banned',
      blockReason: opts.blocked?.reason ?? null,
      twofactorSecret: totpSecret && sealTotpSecret(t.config, totpSecret),
      twofactorEnabledAt: totpSecret ? now : null,
      createdAt: now,
      updatedAt: now,
    },
    opts.plan ?? 'lite',
  );
  const codes = totpSecret
    ? Array.from({ length: 10 }, (_, i) => `rcode-${i}${id}`.slice(0, 11))
    : [];
  if (codes.length) {
    await t.db
      .insert(recoveryCodes)
      .values(codes.map((code) => ({ userId: user.id, codeHash: hashRecoveryCode(code) })));
  }
  return { ...user, password, totpSecret, recoveryCodes: codes };
}

/** A signed session cookie for `user`, made without the sign-in route. */
export async function signIn(
  t: TestApp,
  user: { id: string },
  opts: { impersonatorId?: string } = {},
) {
  const token = randomToken();
  const now = t.clock.now();
  await insertSession(t.db, {
    tokenHash: hashToken(token),
    userId: user.id,
    impersonatorId: opts.impersonatorId ?? null,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + days(30)),
  });
  return `${sessionCookie}=${token}`;
}

/** The session cookie a response set, as a Cookie header; undefined when it was cleared. */
export function cookieOf(res: Response): string | undefined {
  const header = res.headers['set-cookie'];
  const all = Array.isArray(header) ? header : header ? [String(header)] : [];
  const pair = all.find((c) => c.startsWith(`${sessionCookie}=`))?.split(';')[0];
  return pair && pair !== `${sessionCookie}=` ? pair : undefined;
}

/** The current TOTP code of a secret on the app's clock (`steps` moves it by 30 s each). */
export function totp(t: TestApp, secret: string, steps = 0) {
  const epoch = Math.floor(t.clock.now().getTime() / 1000) + steps * 30;
  return generate({ secret, epoch });
}

export type SentMail = { to: string; subject: string; html: string; text: string };

/**
 * Keeps the app's outgoing mail in memory instead of queueing it, so a test can read a link
 * at once. (The queue and transports have their own tests in mail.test.ts.)
 */
export function captureMail(t: TestApp) {
  const sent: SentMail[] = [];
  t.app.ctx.mailer.send = async (mail) => {
    sent.push(mail);
  };
  return {
    sent,
    /** The newest mail to `to`. */
    last(to: string) {
      const mail = sent.filter((m) => m.to === to).at(-1);
      if (!mail) throw new Error(`no mail to ${to}`);
      return mail;
    },
  };
}

/** The token of the first link to `path` (e.g. /auth/verify-email) in a mail's text. */
export function tokenIn(mail: SentMail, path: string) {
  const match = mail.text.match(new RegExp(`${path}\\?token=([\\w-]+)`));
  if (!match) throw new Error(`no ${path} link in: ${mail.text}`);
  return match[1]!;
}
