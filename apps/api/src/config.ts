import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { isAbsolute, join, resolve } from 'node:path';
import { z } from 'zod';
import { socialNetworkSchema, type SocialLink } from '@soundpost/contracts/instance';
import type { EncryptionKey } from './lib/secret-box.ts';

const optional = z
  .string()
  .trim()
  .transform((s) => (s === '' ? undefined : s))
  .optional();

/** `id:secret,id:secret`: the first seals, every one still opens (key rotation). */
const encryptionKeysSchema = z
  .string()
  .transform((s) => s.split(',').map((pair) => pair.trim()))
  .pipe(
    z
      .array(
        z.string().transform((pair, c) => {
          const at = pair.indexOf(':');
          const id = pair.slice(0, at);
          const secret = pair.slice(at + 1);
          if (at < 1 || !/^[A-Za-z0-9_-]{1,32}$/.test(id) || secret.length < 32) {
            c.addIssue({
              code: 'custom',
              message: 'expected id:secret pairs, secrets of 32+ characters',
            });
            return z.NEVER;
          }
          return { id, secret };
        }),
      )
      .refine((keys) => new Set(keys.map((k) => k.id)).size === keys.length, {
        message: 'key ids must be unique',
      }),
  );

/** `network=https://…` pairs, comma-separated: the product's accounts the footer links. */
const socialLinksSchema = z
  .string()
  .transform((s) =>
    s
      .split(',')
      .map((pair) => pair.trim())
      .filter(Boolean),
  )
  .pipe(
    z.array(
      z.string().transform((pair, c): SocialLink => {
        const at = pair.indexOf('=');
        const network = socialNetworkSchema.safeParse(pair.slice(0, at).trim());
        const url = z.url({ protocol: /^https$/ }).safeParse(pair.slice(at + 1).trim());
        if (at < 1 || !network.success || !url.success) {
          c.addIssue({
            code: 'custom',
            message: `expected network=https://… pairs; networks: ${socialNetworkSchema.options.join(', ')}`,
          });
          return z.NEVER;
        }
        return { network: network.data, url: url.data };
      }),
    ),
  );

/** A comma-separated list; empty items are dropped. */
const commaList = z
  .string()
  .default('')
  .transform((s) =>
    s
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  );

/** `address/prefix` network ranges, IPv4 or IPv6 (`127.0.0.0/8,::1/128`). */
const cidrList = commaList.pipe(
  z.array(
    z.string().refine(
      (cidr) => {
        const [net = '', prefix = '', extra] = cidr.split('/');
        const family = isIP(net);
        const bits = Number(prefix);
        return (
          family !== 0 &&
          extra === undefined &&
          /^\d{1,3}$/.test(prefix) &&
          bits <= (family === 4 ? 32 : 128)
        );
      },
      { message: 'expected address/prefix ranges such as 10.8.0.0/16 or ::1/128' },
    ),
  ),
);

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
  ENCRYPTION_KEYS: optional.pipe(encryptionKeysSchema.optional()),
  CAPTCHA_BYPASS: optional,
  TEST_CONTROL_TOKEN: optional.pipe(z.string().min(16).optional()),
  CAPTCHA_PROVIDER: z.enum(['pow', 'turnstile', 'hcaptcha']).default('pow'),
  CAPTCHA_SITE_KEY: optional,
  CAPTCHA_SECRET_KEY: optional,
  CAPTCHA_VERIFY_URL: optional.pipe(z.url().optional()),
  CAPTCHA_POW_COST: z.coerce.number().int().min(1).max(1_000_000).default(1000),
  CAPTCHA_POW_MAX_COUNTER: z.coerce.number().int().min(2).max(10_000_000).default(2500),
  PAYPAL_CLIENT_ID: optional,
  PAYPAL_CLIENT_SECRET: optional,
  PAYPAL_API_URL: z.url().default('https://api-m.paypal.com'),
  STRIPE_SECRET_KEY: optional,
  STRIPE_API_URL: z.url().default('https://api.stripe.com'),
  BILLING_PROVIDER: z.enum(['sandbox', 'stripe']).default('sandbox'),
  STRIPE_WEBHOOK_SECRET: optional,
  STRIPE_PRICE_ARTIST: optional,
  STRIPE_PRICE_PRO: optional,
  WORKERS: z.enum(['inline', 'off']).default('inline'),
  TRUST_PROXY: z.stringbool().default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SUPPORT_EMAIL: z.email().default('support@soundpost.local'),
  HELP_CENTER_URL: optional.pipe(z.url().optional()),
  SOCIAL_LINKS: socialLinksSchema.default([]),
  CHATWOOT_URL: optional.pipe(z.url().optional()),
  CHATWOOT_WEBSITE_TOKEN: optional,
  CHATWOOT_HMAC_TOKEN: optional,
  POSTHOG_URL: optional.pipe(z.url().optional()),
  POSTHOG_KEY: optional,
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
  FPCALC_PATH: optional,
  S3_ENDPOINT: optional.pipe(z.url().optional()),
  S3_BUCKET: optional,
  S3_REGION: optional,
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  S3_FORCE_PATH_STYLE: optional.pipe(z.stringbool().optional()),
  DELIVERY_FOLDER_ROOTS: commaList.pipe(
    z.array(z.string().refine(isAbsolute, { message: 'expected absolute directories' })),
  ),
  DELIVERY_ALLOWED_NETWORKS: cidrList,
  LYRICS_API_URL: optional.pipe(z.url().optional()),
  LYRICS_API_KEY: optional,
  LYRICS_MODEL: optional,
  COVER_ART_API_URL: optional.pipe(z.url().optional()),
  COVER_ART_API_KEY: optional,
  COVER_ART_MODEL: optional,
  SPOTIFY_CLIENT_ID: optional,
  SPOTIFY_CLIENT_SECRET: optional,
  SPOTIFY_ACCOUNTS_URL: z.url().default('https://accounts.spotify.com'),
  SPOTIFY_API_URL: z.url().default('https://api.spotify.com'),
});

/** The environment variables Soundpost reads, in the order the README's table lists them. */
export const envVariables = Object.keys(envSchema.shape) as EnvVariable[];
export type EnvVariable = keyof z.input<typeof envSchema>;

/**
 * The process's environment with `changes` applied: what a command reads of the user's settings
 * and hands to the server it starts as a child process (`npm run demo`).
 */
export function environmentWith(changes: Partial<Record<EnvVariable, string>> = {}) {
  return { ...process.env, ...changes };
}

/** Without these, a set S3 variable is a mistake to report, not a reason to use local disk. */
const requiredS3 = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;
const s3Variables = [...requiredS3, 'S3_REGION', 'S3_FORCE_PATH_STYLE'] as const;

/** S3-compatible object storage for every file; unset: local disk under DATA_DIR/files. */
export type S3Settings = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Bucket in the path (`host/bucket/key`), as MinIO-style servers want. */
  forcePathStyle: boolean;
};

/**
 * Where an admin's store settings may point (decision 022): folder stores write under
 * DATA_DIR/deliveries or one of `folderRoots`; SFTP hosts and S3 endpoints may be loopback or
 * private addresses only inside `allowedNetworks`.
 */
export type DeliveryFence = { folderRoots: string[]; allowedNetworks: string[] };

export type OidcSettings = { clientId: string; clientSecret?: string; issuer: string };

/** How visitors prove they are human on the sign-in, sign-up and reset forms. */
export type CaptchaSettings =
  | {
      provider: 'pow';
      /** PBKDF2 iterations per attempt. */
      cost: number;
      /** The answer is a counter drawn from [maxCounter/2, maxCounter]. */
      maxCounter: number;
    }
  | {
      provider: 'turnstile' | 'hcaptcha';
      siteKey: string;
      secretKey: string;
      /** The provider's siteverify endpoint (overridable for tests). */
      verifyUrl: string;
    };

const siteverifyUrls = {
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
  hcaptcha: 'https://api.hcaptcha.com/siteverify',
} as const;

/**
 * Real payout providers, each when its credentials are set; with neither, the built-in sandbox
 * pays (simulated, no money moves). The API URLs are overridable for tests.
 */
export type PayoutSettings = {
  paypal?: { clientId: string; clientSecret: string; apiUrl: string };
  stripe?: { secretKey: string; apiUrl: string };
};

/**
 * Who takes plan payments (decision 029): the built-in sandbox (default, no real money) or
 * Stripe, which needs its secret key, webhook signing secret and a yearly price per paid plan.
 */
export type BillingSettings =
  | { provider: 'sandbox' }
  | {
      provider: 'stripe';
      secretKey: string;
      apiUrl: string;
      webhookSecret: string;
      prices: { artist: string; pro: string };
    };

/**
 * An OpenAI-compatible API that a creator tool hands its work to: a hosted model or a
 * self-hosted server (Ollama, llama.cpp or vLLM for lyrics, decision 047; LocalAI or a Stable
 * Diffusion server for cover art, decision 049). Unset: the tool's built-in default.
 */
export type ModelEndpoint = {
  /** The API's base, e.g. `http://127.0.0.1:11434/v1`; the tool adds its path. */
  apiUrl: string;
  apiKey?: string;
  model: string;
};

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
  /** Keys that encrypt secrets at rest; the first is current. Default: SESSION_SECRET, id `session`. */
  encryptionKeys: EncryptionKey[];
  captcha: CaptchaSettings;
  /** An answer that always passes the captcha: only with NODE_ENV=test. */
  captchaBypass?: string;
  /** Turns on /v1/test/* (clock offset, jobs run now) for this token; never in production. */
  testControlToken?: string;
  workers: 'inline' | 'off';
  /** Behind a reverse proxy, take the client address from X-Forwarded-For. */
  trustProxy: boolean;
  logLevel: string;
  supportEmail: string;
  helpCenterUrl?: string;
  /** The product's social accounts, linked from the footer. */
  socialLinks: SocialLink[];
  /** The support chat and the product analytics the operator turned on (decision 056). */
  integrations: IntegrationSettings;
  google?: OidcSettings;
  apple?: OidcSettings & { teamId?: string; keyId?: string; privateKey?: string };
  /** The ffmpeg binary for audio work; unset: `ffmpeg` on the PATH, else the npm-bundled one. */
  ffmpegPath?: string;
  /** Chromaprint's fpcalc for the duplicate-audio check (default: `fpcalc` on the PATH). */
  fpcalcPath: string;
  s3?: S3Settings;
  deliveryFence: DeliveryFence;
  payouts: PayoutSettings;
  billing: BillingSettings;
  lyrics?: ModelEndpoint;
  coverArt?: ModelEndpoint;
  /** Pre-save on Spotify (decision 054); unset, the pre-save page offers e-mail only. */
  spotify?: SpotifySettings;
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
  if (e.CAPTCHA_BYPASS && e.NODE_ENV !== 'test') {
    throw new ConfigError(
      `Invalid configuration:\n  CAPTCHA_BYPASS: a test-only setting, refused unless NODE_ENV=test (NODE_ENV is ${e.NODE_ENV})`,
    );
  }
  if (e.TEST_CONTROL_TOKEN && e.NODE_ENV === 'production') {
    throw new ConfigError(
      'Invalid configuration:\n  TEST_CONTROL_TOKEN: turns on the test-control routes (clock offset, jobs run on demand), refused when NODE_ENV=production; unset it',
    );
  }
  if (e.DATABASE_URL && !e.SESSION_SECRET) {
    // Every instance on a shared database must sign cookies and derive keys with the same
    // secret; a file generated per machine would sign each user out on the next instance.
    throw new ConfigError(
      'Invalid configuration:\n  SESSION_SECRET: required with DATABASE_URL (the same value of 32+ characters on every API and worker process)',
    );
  }
  const s3 = s3Settings(e);
  const captcha = captchaSettings(e);
  const dataDir = resolve(e.DATA_DIR);
  const sessionSecret = e.SESSION_SECRET ?? generatedSecret(dataDir);
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
    sessionSecret,
    encryptionKeys: e.ENCRYPTION_KEYS ?? [{ id: 'session', secret: sessionSecret }],
    captcha,
    captchaBypass: e.CAPTCHA_BYPASS,
    testControlToken: e.TEST_CONTROL_TOKEN,
    workers: e.WORKERS,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    supportEmail: e.SUPPORT_EMAIL,
    helpCenterUrl: e.HELP_CENTER_URL,
    socialLinks: e.SOCIAL_LINKS,
    integrations: integrationSettings(e),
    google,
    apple: apple && {
      ...apple,
      teamId: e.APPLE_TEAM_ID,
      keyId: e.APPLE_KEY_ID,
      privateKey: e.APPLE_PRIVATE_KEY?.replace(/\\n/g, '\n'),
    },
    ffmpegPath: e.FFMPEG_PATH,
    fpcalcPath: e.FPCALC_PATH ?? 'fpcalc',
    s3,
    deliveryFence: {
      folderRoots: e.DELIVERY_FOLDER_ROOTS.map((dir) => resolve(dir)),
      allowedNetworks: e.DELIVERY_ALLOWED_NETWORKS,
    },
    payouts: payoutSettings(e),
    billing: billingSettings(e),
    lyrics: modelEndpoint(e, 'LYRICS', 'llama3.1'),
    coverArt: modelEndpoint(e, 'COVER_ART', 'stable-diffusion'),
    spotify: spotifySettings(e),
    version: readVersion(),
  };
}

function s3Settings(e: z.infer<typeof envSchema>): S3Settings | undefined {
  if (s3Variables.every((name) => e[name] === undefined)) return undefined;
  const endpoint = e.S3_ENDPOINT;
  const bucket = e.S3_BUCKET;
  const accessKeyId = e.S3_ACCESS_KEY_ID;
  const secretAccessKey = e.S3_SECRET_ACCESS_KEY;
  if (!endpoint || !bucket || !accessKeyId || !secretAccessKey) {
    const missing = requiredS3.filter((name) => e[name] === undefined);
    const lines = missing.map((name) => `  ${name}: required when any S3_* variable is set`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return {
    endpoint,
    bucket,
    region: e.S3_REGION ?? 'us-east-1',
    accessKeyId,
    secretAccessKey,
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? false,
  };
}

function captchaSettings(e: z.infer<typeof envSchema>): CaptchaSettings {
  if (e.CAPTCHA_PROVIDER === 'pow') {
    return { provider: 'pow', cost: e.CAPTCHA_POW_COST, maxCounter: e.CAPTCHA_POW_MAX_COUNTER };
  }
  const missing = [
    e.CAPTCHA_SITE_KEY ? null : 'CAPTCHA_SITE_KEY',
    e.CAPTCHA_SECRET_KEY ? null : 'CAPTCHA_SECRET_KEY',
  ].filter((name) => name !== null);
  if (missing.length > 0) {
    const lines = missing.map(
      (name) => `  ${name}: required when CAPTCHA_PROVIDER=${e.CAPTCHA_PROVIDER}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return {
    provider: e.CAPTCHA_PROVIDER,
    siteKey: e.CAPTCHA_SITE_KEY!,
    secretKey: e.CAPTCHA_SECRET_KEY!,
    verifyUrl: e.CAPTCHA_VERIFY_URL ?? siteverifyUrls[e.CAPTCHA_PROVIDER],
  };
}

function payoutSettings(e: z.infer<typeof envSchema>): PayoutSettings {
  if (Boolean(e.PAYPAL_CLIENT_ID) !== Boolean(e.PAYPAL_CLIENT_SECRET)) {
    throw new ConfigError(
      'Invalid configuration:\n  PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET: set both or neither',
    );
  }
  return {
    paypal: e.PAYPAL_CLIENT_ID
      ? {
          clientId: e.PAYPAL_CLIENT_ID,
          clientSecret: e.PAYPAL_CLIENT_SECRET!,
          apiUrl: e.PAYPAL_API_URL.replace(/\/$/, ''),
        }
      : undefined,
    stripe: e.STRIPE_SECRET_KEY
      ? { secretKey: e.STRIPE_SECRET_KEY, apiUrl: e.STRIPE_API_URL.replace(/\/$/, '') }
      : undefined,
  };
}

/**
 * A self-hosted Chatwoot's widget, with the inbox's HMAC token that signs each signed-in user's
 * identity; a self-hosted PostHog's project. Each is all set or all unset.
 */
export type IntegrationSettings = {
  chatwoot?: { url: string; websiteToken: string; hmacToken: string };
  posthog?: { url: string; key: string };
};

function integrationSettings(e: z.infer<typeof envSchema>): IntegrationSettings {
  const groups = {
    chatwoot: ['CHATWOOT_URL', 'CHATWOOT_WEBSITE_TOKEN', 'CHATWOOT_HMAC_TOKEN'],
    posthog: ['POSTHOG_URL', 'POSTHOG_KEY'],
  } as const;
  for (const names of Object.values(groups)) {
    const missing = names.filter((name) => !e[name]);
    if (missing.length > 0 && missing.length < names.length) {
      throw new ConfigError(
        `Invalid configuration:\n  ${missing.join(', ')}: required with ${names.filter((n) => e[n]).join(', ')}`,
      );
    }
  }
  const origin = (url: string) => url.replace(/\/$/, '');
  return {
    chatwoot: e.CHATWOOT_URL
      ? {
          url: origin(e.CHATWOOT_URL),
          websiteToken: e.CHATWOOT_WEBSITE_TOKEN!,
          hmacToken: e.CHATWOOT_HMAC_TOKEN!,
        }
      : undefined,
    posthog: e.POSTHOG_URL ? { url: origin(e.POSTHOG_URL), key: e.POSTHOG_KEY! } : undefined,
  };
}

export type SpotifySettings = {
  clientId: string;
  clientSecret: string;
  accountsUrl: string;
  apiUrl: string;
};

function spotifySettings(e: z.infer<typeof envSchema>): SpotifySettings | undefined {
  if (Boolean(e.SPOTIFY_CLIENT_ID) !== Boolean(e.SPOTIFY_CLIENT_SECRET)) {
    throw new ConfigError(
      'Invalid configuration:\n  SPOTIFY_CLIENT_ID, SPOTIFY_CLIENT_SECRET: set both or neither',
    );
  }
  if (!e.SPOTIFY_CLIENT_ID) return undefined;
  return {
    clientId: e.SPOTIFY_CLIENT_ID,
    clientSecret: e.SPOTIFY_CLIENT_SECRET!,
    accountsUrl: e.SPOTIFY_ACCOUNTS_URL.replace(/\/$/, ''),
    apiUrl: e.SPOTIFY_API_URL.replace(/\/$/, ''),
  };
}

/** A tool's `{prefix}_API_URL`, `_API_KEY` and `_MODEL`: all unset, or a URL with its model. */
function modelEndpoint(
  e: z.infer<typeof envSchema>,
  prefix: 'LYRICS' | 'COVER_ART',
  exampleModel: string,
): ModelEndpoint | undefined {
  const apiUrl = e[`${prefix}_API_URL`];
  const apiKey = e[`${prefix}_API_KEY`];
  const model = e[`${prefix}_MODEL`];
  if (!apiUrl) {
    if (model || apiKey) {
      throw new ConfigError(
        `Invalid configuration:\n  ${prefix}_API_URL: required when ${prefix}_MODEL or ${prefix}_API_KEY is set`,
      );
    }
    return undefined;
  }
  if (!model) {
    throw new ConfigError(
      `Invalid configuration:\n  ${prefix}_MODEL: required when ${prefix}_API_URL is set (the model the server runs, e.g. ${exampleModel})`,
    );
  }
  return { apiUrl: apiUrl.replace(/\/$/, ''), apiKey, model };
}

function billingSettings(e: z.infer<typeof envSchema>): BillingSettings {
  if (e.BILLING_PROVIDER === 'sandbox') return { provider: 'sandbox' };
  const required = [
    'STRIPE_SECRET_KEY',
    'STRIPE_WEBHOOK_SECRET',
    'STRIPE_PRICE_ARTIST',
    'STRIPE_PRICE_PRO',
  ] as const;
  const missing = required.filter((name) => !e[name]);
  if (missing.length > 0) {
    const lines = missing.map((name) => `  ${name}: required when BILLING_PROVIDER=stripe`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return {
    provider: 'stripe',
    secretKey: e.STRIPE_SECRET_KEY!,
    apiUrl: e.STRIPE_API_URL.replace(/\/$/, ''),
    webhookSecret: e.STRIPE_WEBHOOK_SECRET!,
    prices: { artist: e.STRIPE_PRICE_ARTIST!, pro: e.STRIPE_PRICE_PRO! },
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

/**
 * A secret made once and kept in DATA_DIR, so sessions survive restarts without setup. Only for
 * the embedded database: one process, one machine (PostgreSQL needs SESSION_SECRET).
 */
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
