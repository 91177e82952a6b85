import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const dataDir = () => mkdtempSync(join(tmpdir(), 'soundpost-config-'));

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      appUrl: 'http://localhost:3000',
      workers: 'inline',
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.google).toBeUndefined();
    // The generated session secret is kept, so a restart keeps everyone signed in.
    expect(readFileSync(join(dir, 'session-secret'), 'utf8')).toBe(config.sessionSecret);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(config.sessionSecret);
  });

  it('writes lyrics built in unless a chat-completions endpoint and its model are set', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).lyrics).toBeUndefined();
    expect(
      loadConfig({
        DATA_DIR: dataDir(),
        LYRICS_API_URL: 'http://127.0.0.1:11434/v1/',
        LYRICS_MODEL: 'llama3.1',
      }).lyrics,
    ).toEqual({ apiUrl: 'http://127.0.0.1:11434/v1', apiKey: undefined, model: 'llama3.1' });
    expect(() =>
      loadConfig({ DATA_DIR: dataDir(), LYRICS_API_URL: 'http://127.0.0.1:11434/v1' }),
    ).toThrow(/LYRICS_MODEL: required/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), LYRICS_MODEL: 'llama3.1' })).toThrow(
      /LYRICS_API_URL: required/,
    );
  });

  it('reads the footer’s social links as network=https://… pairs', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).socialLinks).toEqual([]);
    expect(
      loadConfig({
        DATA_DIR: dataDir(),
        SOCIAL_LINKS: 'x=https://x.com/sp,bluesky=https://bsky.app/sp',
      }).socialLinks,
    ).toEqual([
      { network: 'x', url: 'https://x.com/sp' },
      { network: 'bluesky', url: 'https://bsky.app/sp' },
    ]);
    for (const bad of ['myspace=https://myspace.com/sp', 'x=http://x.com/sp', 'https://x.com/sp']) {
      expect(() => loadConfig({ DATA_DIR: dataDir(), SOCIAL_LINKS: bad })).toThrow(/SOCIAL_LINKS/);
    }
  });

  it('stops with a message naming each bad variable', () => {
    expect(() =>
      loadConfig({ DATA_DIR: dataDir(), PORT: 'abc', DATABASE_URL: 'not a url', WORKERS: 'many' }),
    ).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*WORKERS/);
  });

  it('refuses CAPTCHA_BYPASS unless NODE_ENV=test, NODE_ENV unset included', () => {
    for (const NODE_ENV of [undefined, 'development', 'production']) {
      expect(() => loadConfig({ DATA_DIR: dataDir(), NODE_ENV, CAPTCHA_BYPASS: 'x' })).toThrow(
        /CAPTCHA_BYPASS: a test-only setting, refused unless NODE_ENV=test/,
      );
    }
    const config = loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'test', CAPTCHA_BYPASS: 'x' });
    expect(config.captchaBypass).toBe('x');
  });

  it('uses the proof-of-work captcha unless another provider is set up', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).captcha).toEqual({
      provider: 'pow',
      cost: 1000,
      maxCounter: 2500,
    });
    const harder = loadConfig({
      DATA_DIR: dataDir(),
      CAPTCHA_POW_COST: '2000',
      CAPTCHA_POW_MAX_COUNTER: '5000',
    });
    expect(harder.captcha).toEqual({ provider: 'pow', cost: 2000, maxCounter: 5000 });
    expect(() => loadConfig({ DATA_DIR: dataDir(), CAPTCHA_POW_COST: '0' })).toThrow(
      /CAPTCHA_POW_COST/,
    );
  });

  it('sets up Turnstile or hCaptcha only with both keys', () => {
    const turnstile = loadConfig({
      DATA_DIR: dataDir(),
      CAPTCHA_PROVIDER: 'turnstile',
      CAPTCHA_SITE_KEY: 'site',
      CAPTCHA_SECRET_KEY: 'secret',
    });
    expect(turnstile.captcha).toEqual({
      provider: 'turnstile',
      siteKey: 'site',
      secretKey: 'secret',
      verifyUrl: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
    });
    const hcaptcha = loadConfig({
      DATA_DIR: dataDir(),
      CAPTCHA_PROVIDER: 'hcaptcha',
      CAPTCHA_SITE_KEY: 'site',
      CAPTCHA_SECRET_KEY: 'secret',
      CAPTCHA_VERIFY_URL: 'http://127.0.0.1:9/siteverify',
    });
    expect(hcaptcha.captcha).toMatchObject({ verifyUrl: 'http://127.0.0.1:9/siteverify' });
    expect(() =>
      loadConfig({ DATA_DIR: dataDir(), CAPTCHA_PROVIDER: 'hcaptcha', CAPTCHA_SITE_KEY: 'site' }),
    ).toThrow(/CAPTCHA_SECRET_KEY: required when CAPTCHA_PROVIDER=hcaptcha/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), CAPTCHA_PROVIDER: 'recaptcha' })).toThrow(
      /CAPTCHA_PROVIDER/,
    );
  });

  it('enables a social provider only when its client id is set', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 's',
    });
    expect(config.google).toEqual({
      clientId: 'id',
      clientSecret: 's',
      issuer: 'https://accounts.google.com',
    });
    expect(config.apple).toBeUndefined();
  });

  it('offers Spotify pre-saves only with both its client id and secret, at Spotify by default', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).spotify).toBeUndefined();
    expect(
      loadConfig({ DATA_DIR: dataDir(), SPOTIFY_CLIENT_ID: 'id', SPOTIFY_CLIENT_SECRET: 's' })
        .spotify,
    ).toEqual({
      clientId: 'id',
      clientSecret: 's',
      accountsUrl: 'https://accounts.spotify.com',
      apiUrl: 'https://api.spotify.com',
    });
    expect(() => loadConfig({ DATA_DIR: dataDir(), SPOTIFY_CLIENT_ID: 'id' })).toThrow(
      /SPOTIFY_CLIENT_ID, SPOTIFY_CLIENT_SECRET: set both or neither/,
    );
  });

  it('requires SESSION_SECRET with DATABASE_URL, and generates none then', () => {
    const dir = dataDir();
    const url = 'postgres://soundpost@db.example/soundpost';
    expect(() => loadConfig({ DATA_DIR: dir, DATABASE_URL: url })).toThrow(
      /SESSION_SECRET: required with DATABASE_URL/,
    );
    expect(existsSync(join(dir, 'session-secret'))).toBe(false);
    const secret = 'a-shared-secret-of-at-least-32-characters';
    const config = loadConfig({ DATA_DIR: dir, DATABASE_URL: url, SESSION_SECRET: secret });
    expect(config.sessionSecret).toBe(secret);
    expect(existsSync(join(dir, 'session-secret'))).toBe(false);
  });
});

describe('delivery fence', () => {
  it('allows no private network and no folder beyond DATA_DIR/deliveries by default', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).deliveryFence).toEqual({
      folderRoots: [],
      allowedNetworks: [],
    });
  });

  it('reads folder roots and network ranges, and stops on bad ones', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      DELIVERY_FOLDER_ROOTS: '/mnt/share/, /srv/deliveries',
      DELIVERY_ALLOWED_NETWORKS: '10.8.0.0/16, ::1/128',
    });
    expect(config.deliveryFence).toEqual({
      folderRoots: ['/mnt/share', '/srv/deliveries'],
      allowedNetworks: ['10.8.0.0/16', '::1/128'],
    });
    for (const bad of ['10.8.0.0', '10.8.0.0/33', 'fd00::/129', 'example.com/8', '10.0.0.0/8/1']) {
      expect(
        () => loadConfig({ DATA_DIR: dataDir(), DELIVERY_ALLOWED_NETWORKS: bad }),
        bad,
      ).toThrow(/DELIVERY_ALLOWED_NETWORKS/);
    }
    expect(() =>
      loadConfig({ DATA_DIR: dataDir(), DELIVERY_FOLDER_ROOTS: 'relative/dir' }),
    ).toThrow(/DELIVERY_FOLDER_ROOTS/);
  });
});

describe('S3 settings', () => {
  const s3 = {
    S3_ENDPOINT: 'http://127.0.0.1:9000',
    S3_BUCKET: 'media',
    S3_ACCESS_KEY_ID: 'key',
    S3_SECRET_ACCESS_KEY: 'secret',
  };

  it('uses local disk when no S3 variable is set, and S3 with the region default', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).s3).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir(), ...s3, S3_FORCE_PATH_STYLE: 'true' }).s3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'media',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
  });

  it('stops on a partial S3 configuration, naming every missing variable', () => {
    const partial = () => loadConfig({ DATA_DIR: dataDir(), S3_BUCKET: 'media', S3_REGION: 'eu' });
    expect(partial).toThrow(/S3_ENDPOINT[\s\S]*S3_ACCESS_KEY_ID[\s\S]*S3_SECRET_ACCESS_KEY/);
    expect(partial).not.toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), S3_FORCE_PATH_STYLE: 'true' })).toThrow(
      /S3_BUCKET/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...s3, S3_ENDPOINT: 'nope' })).toThrow(
      /S3_ENDPOINT/,
    );
  });
});

describe('ENCRYPTION_KEYS', () => {
  const secret = (c: string) => c.repeat(32);
  it('bills through the sandbox unless Stripe is chosen with all of its settings', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).billing).toEqual({ provider: 'sandbox' });
    expect(() =>
      loadConfig({ DATA_DIR: dataDir(), BILLING_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk' }),
    ).toThrow(/STRIPE_WEBHOOK_SECRET[\s\S]*STRIPE_PRICE_ARTIST[\s\S]*STRIPE_PRICE_PRO/);
    const stripe = loadConfig({
      DATA_DIR: dataDir(),
      BILLING_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk',
      STRIPE_WEBHOOK_SECRET: 'whsec',
      STRIPE_PRICE_ARTIST: 'price_a',
      STRIPE_PRICE_PRO: 'price_p',
    }).billing;
    expect(stripe).toMatchObject({ provider: 'stripe', apiUrl: 'https://api.stripe.com' });
    expect(() => loadConfig({ DATA_DIR: dataDir(), BILLING_PROVIDER: 'paypal' })).toThrow(
      /BILLING_PROVIDER/,
    );
  });

  it('defaults to the session secret under the id "session"', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), SESSION_SECRET: secret('s') });
    expect(config.encryptionKeys).toEqual([{ id: 'session', secret: secret('s') }]);
  });

  it('reads id:secret pairs, the first being current', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      ENCRYPTION_KEYS: `k2:${secret('b')}, k1:${secret('a')}:with-colon`,
    });
    expect(config.encryptionKeys).toEqual([
      { id: 'k2', secret: secret('b') },
      { id: 'k1', secret: `${secret('a')}:with-colon` },
    ]);
  });

  it('stops on short secrets, missing ids or repeated ids', () => {
    for (const value of ['k1:short', `:${secret('a')}`, `k1:${secret('a')},k1:${secret('b')}`]) {
      expect(() => loadConfig({ DATA_DIR: dataDir(), ENCRYPTION_KEYS: value })).toThrow(
        /ENCRYPTION_KEYS/,
      );
    }
  });
});
