import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

const optional = z
  .string()
  .trim()
  .transform((s) => (s === '' ? undefined : s))
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  APP_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optional.pipe(z.url().optional()),
  SMTP_URL: optional.pipe(z.url().optional()),
  MAIL_FROM: z.string().default('Soundpost <no-reply@soundpost.local>'),
  SESSION_SECRET: optional.pipe(z.string().min(32).optional()),
  CAPTCHA_BYPASS: optional,
  WORKERS: z.enum(['inline', 'off']).default('inline'),
  TRUST_PROXY: z.stringbool().default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SUPPORT_EMAIL: z.email().default('support@soundpost.local'),
  HELP_CENTER_URL: optional.pipe(z.url().optional()),
  GOOGLE_CLIENT_ID: optional,
  GOOGLE_CLIENT_SECRET: optional,
  GOOGLE_ISSUER: optional,
  APPLE_CLIENT_ID: optional,
  APPLE_CLIENT_SECRET: optional,
  APPLE_ISSUER: optional,
  APPLE_TEAM_ID: optional,
  APPLE_KEY_ID: optional,
  APPLE_PRIVATE_KEY: optional,
  FFMPEG_PATH: optional,
});

export type OidcSettings = { clientId: string; clientSecret?: string; issuer: string };

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  appUrl: string;
  dataDir: string;
  databaseUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  sessionSecret: string;
  captchaBypass?: string;
  workers: 'inline' | 'off';
  /** Behind a reverse proxy, take the client address from X-Forwarded-For. */
  trustProxy: boolean;
  logLevel: string;
  supportEmail: string;
  helpCenterUrl?: string;
  google?: OidcSettings;
  apple?: OidcSettings & { teamId?: string; keyId?: string; privateKey?: string };
  /** The ffmpeg binary for audio work; unset: `ffmpeg` on the PATH, else the npm-bundled one. */
  ffmpegPath?: string;
  version: string;
};

export class ConfigError extends Error {}

/** Reads and validates the environment once; a bad value throws a message naming it. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && e.CAPTCHA_BYPASS) {
    throw new ConfigError(
      'Invalid configuration:\n  CAPTCHA_BYPASS: refused when NODE_ENV=production',
    );
  }
  const dataDir = resolve(e.DATA_DIR);
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const google = oidcSettings(
    e.GOOGLE_CLIENT_ID,
    e.GOOGLE_CLIENT_SECRET,
    e.GOOGLE_ISSUER,
    'https://accounts.google.com',
  );
  const apple = oidcSettings(
    e.APPLE_CLIENT_ID,
    e.APPLE_CLIENT_SECRET,
    e.APPLE_ISSUER,
    'https://appleid.apple.com',
  );
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    appUrl,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    sessionSecret: e.SESSION_SECRET ?? generatedSecret(dataDir),
    captchaBypass: e.CAPTCHA_BYPASS,
    workers: e.WORKERS,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    supportEmail: e.SUPPORT_EMAIL,
    helpCenterUrl: e.HELP_CENTER_URL,
    google,
    apple: apple && {
      ...apple,
      teamId: e.APPLE_TEAM_ID,
      keyId: e.APPLE_KEY_ID,
      privateKey: e.APPLE_PRIVATE_KEY?.replace(/\\n/g, '\n'),
    },
    ffmpegPath: e.FFMPEG_PATH,
    version: readVersion(),
  };
}

function oidcSettings(
  clientId: string | undefined,
  clientSecret: string | undefined,
  issuer: string | undefined,
  defaultIssuer: string,
): OidcSettings | undefined {
  if (!clientId) return undefined;
  return { clientId, clientSecret, issuer: issuer ?? defaultIssuer };
}

/** A secret made once and kept in DATA_DIR, so sessions survive restarts without setup. */
function generatedSecret(dataDir: string): string {
  const file = join(dataDir, 'session-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString('hex');
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

function readVersion(): string {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  return String(pkg.version);
}
