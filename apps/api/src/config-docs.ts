import type { EnvVariable } from './config.ts';

/**
 * What each environment variable does and what applies when it is unset: the README's table is
 * generated from this (`npm run env:generate`; `npm run env:check` fails when they differ), and
 * a variable added to the schema without its line here does not compile.
 */
export const envDocs: Record<EnvVariable, { unset: string; about: string }> = {
  NODE_ENV: {
    unset: '`development`',
    about: '`production` turns on secure cookies and refuses test-only settings',
  },
  PORT: { unset: '`3000`', about: 'the port the API and web app listen on' },
  HOST: { unset: '`127.0.0.1`', about: 'the address they listen on (`0.0.0.0` behind a balancer)' },
  APP_URL: {
    unset: '`http://localhost:$PORT`',
    about: 'the public origin (links in e-mails, OAuth redirects, CSRF check)',
  },
  DATA_DIR: {
    unset: '`./data`',
    about: 'embedded database, files, mail outbox, generated secrets, temporary files',
  },
  DATABASE_URL: {
    unset: 'PGlite in `DATA_DIR/db`',
    about: 'PostgreSQL 15+, e.g. `postgres://user:pass@host:5432/soundpost`',
  },
  SMTP_URL: {
    unset: '`.eml` files in `DATA_DIR/mail`',
    about: 'e.g. `smtp://user:pass@smtp.example.com:587`',
  },
  MAIL_FROM: { unset: '`Soundpost <no-reply@soundpost.local>`', about: 'sender of every e-mail' },
  SESSION_SECRET: {
    unset: 'generated once into `DATA_DIR`',
    about: 'cookie signing, 32+ characters; required with `DATABASE_URL`',
  },
  ENCRYPTION_KEYS: {
    unset: '`session:` + `SESSION_SECRET`',
    about:
      '`id:secret,…`: seal TOTP secrets, payout details and mail jobs; the first key is current',
  },
  CAPTCHA_BYPASS: {
    unset: 'off',
    about: 'tests only: an answer that always passes; only with `NODE_ENV=test`',
  },
  TEST_CONTROL_TOKEN: {
    unset: 'off',
    about: 'tests only: turns on `/v1/test/*` (decision 025); refused in production',
  },
  CAPTCHA_PROVIDER: {
    unset: '`pow`',
    about: '`pow` (built-in proof of work), `turnstile` or `hcaptcha`',
  },
  CAPTCHA_SITE_KEY: { unset: 'none', about: 'Turnstile/hCaptcha site key, required with those' },
  CAPTCHA_SECRET_KEY: {
    unset: 'none',
    about: 'Turnstile/hCaptcha secret key, required with those',
  },
  CAPTCHA_VERIFY_URL: {
    unset: 'the provider’s',
    about: 'Turnstile/hCaptcha siteverify URL (tests use a stand-in)',
  },
  CAPTCHA_POW_COST: { unset: '`1000`', about: 'proof-of-work difficulty (decision 013)' },
  CAPTCHA_POW_MAX_COUNTER: {
    unset: '`2500`',
    about: 'the largest counter a proof-of-work answer may use (decision 013)',
  },
  PAYPAL_CLIENT_ID: {
    unset: 'sandbox payouts',
    about: 'PayPal Payouts (artists paid to a PayPal e-mail); with `PAYPAL_CLIENT_SECRET`',
  },
  PAYPAL_CLIENT_SECRET: { unset: 'sandbox payouts', about: 'with `PAYPAL_CLIENT_ID`' },
  PAYPAL_API_URL: {
    unset: '`https://api-m.paypal.com`',
    about: '`https://api-m.sandbox.paypal.com` for PayPal’s own sandbox',
  },
  STRIPE_SECRET_KEY: {
    unset: 'sandbox payouts',
    about: 'Stripe Connect payouts (card or bank account); also Stripe billing’s key',
  },
  STRIPE_API_URL: {
    unset: '`https://api.stripe.com`',
    about: 'the Stripe API’s origin (tests use a stand-in)',
  },
  BILLING_PROVIDER: {
    unset: '`sandbox`',
    about: 'who takes plan payments: `sandbox` (no real money) or `stripe` (decision 029)',
  },
  STRIPE_WEBHOOK_SECRET: {
    unset: 'none',
    about:
      'the signing secret (`whsec_…`) of `$APP_URL/v1/billing/webhooks/stripe`; required with `stripe`',
  },
  STRIPE_PRICE_ARTIST: {
    unset: 'none',
    about: 'the yearly Stripe Price of the Artist plan; required with `stripe`',
  },
  STRIPE_PRICE_PRO: {
    unset: 'none',
    about: 'the yearly Stripe Price of the Pro plan; required with `stripe`',
  },
  WORKERS: {
    unset: '`inline`',
    about: '`inline` runs jobs in the API process; `off` leaves them to `npm run worker`',
  },
  TRUST_PROXY: {
    unset: '`false`',
    about: '`true` behind a load balancer: the client’s address comes from `X-Forwarded-For`',
  },
  LOG_LEVEL: {
    unset: '`info`',
    about: 'JSON log lines on stdout from this level up: `fatal` … `trace`, or `silent`',
  },
  SUPPORT_EMAIL: {
    unset: '`support@soundpost.local`',
    about: 'the address e-mails and error pages give for help',
  },
  HELP_CENTER_URL: { unset: 'none', about: 'a help centre the interface links to' },
  SOCIAL_LINKS: {
    unset: 'no social links',
    about:
      "the footer's social links, `network=https://…` comma-separated, e.g. `instagram=https://instagram.com/soundpost,youtube=https://youtube.com/@soundpost`; networks: instagram, x, facebook, youtube, tiktok, soundcloud, bandcamp, bluesky, mastodon",
  },
  CHATWOOT_URL: {
    unset: 'no support chat',
    about:
      'a self-hosted Chatwoot, e.g. `https://chat.example.com`: its widget loads once a visitor consents',
  },
  CHATWOOT_WEBSITE_TOKEN: {
    unset: 'none',
    about: 'the website inbox’s token; required with `CHATWOOT_URL`',
  },
  CHATWOOT_HMAC_TOKEN: {
    unset: 'none',
    about:
      'the inbox’s identity-validation HMAC token that signs signed-in users; required with `CHATWOOT_URL`',
  },
  POSTHOG_URL: {
    unset: 'no product analytics',
    about:
      'a self-hosted PostHog, e.g. `https://posthog.example.com`: analytics and session recording once a visitor consents',
  },
  POSTHOG_KEY: { unset: 'none', about: 'the project’s API key; required with `POSTHOG_URL`' },
  GOOGLE_CLIENT_ID: {
    unset: 'Google button hidden',
    about: 'Google sign-in (OpenID Connect); redirect URI `$APP_URL/auth/callback`',
  },
  GOOGLE_CLIENT_SECRET: { unset: 'Google button hidden', about: 'with `GOOGLE_CLIENT_ID`' },
  GOOGLE_ISSUER: {
    unset: '`https://accounts.google.com`',
    about: 'the OpenID issuer to discover (tests point it at their own provider)',
  },
  APPLE_CLIENT_ID: {
    unset: 'Apple button hidden',
    about: 'Sign in with Apple; redirect URI `$APP_URL/v1/auth/apple/callback`',
  },
  APPLE_CLIENT_SECRET: {
    unset: 'made from the key below',
    about: 'a client secret made ahead, instead of `APPLE_TEAM_ID`/`KEY_ID`/`PRIVATE_KEY`',
  },
  APPLE_ISSUER: {
    unset: '`https://appleid.apple.com`',
    about: 'the OpenID issuer to discover (tests point it at their own provider)',
  },
  APPLE_TEAM_ID: { unset: 'none', about: 'the Apple team that signs the client secret' },
  APPLE_KEY_ID: { unset: 'none', about: 'the id of the Sign in with Apple key' },
  APPLE_PRIVATE_KEY: { unset: 'none', about: 'that key (PEM) the client secret is signed with' },
  FFMPEG_PATH: { unset: 'the bundled ffmpeg', about: 'an ffmpeg of your own for the audio checks' },
  FPCALC_PATH: {
    unset: '`fpcalc` on the PATH',
    about: 'Chromaprint fpcalc (duplicate audio); if absent, reviewers see a warning',
  },
  S3_ENDPOINT: {
    unset: 'local disk in `DATA_DIR/files`',
    about: 'every file in a private S3-compatible bucket; with the bucket and both keys',
  },
  S3_BUCKET: { unset: 'local disk', about: 'the bucket; with `S3_ENDPOINT`' },
  S3_REGION: { unset: '`us-east-1`', about: 'the bucket’s region' },
  S3_ACCESS_KEY_ID: { unset: 'local disk', about: 'the access key; with `S3_ENDPOINT`' },
  S3_SECRET_ACCESS_KEY: { unset: 'local disk', about: 'its secret; with `S3_ENDPOINT`' },
  S3_FORCE_PATH_STYLE: { unset: '`false`', about: '`true` for MinIO-style servers' },
  DELIVERY_FOLDER_ROOTS: {
    unset: '`DATA_DIR/deliveries` only',
    about: 'absolute folders (comma-separated) where folder stores may also write',
  },
  DELIVERY_ALLOWED_NETWORKS: {
    unset: 'public addresses only',
    about: '`address/prefix` ranges where stores’ SFTP hosts and S3 endpoints may be private',
  },
  LYRICS_API_URL: {
    unset: 'the built-in lyrics writer',
    about:
      'an OpenAI-compatible API base for lyrics, e.g. `http://127.0.0.1:11434/v1` (Ollama), llama.cpp, vLLM or a hosted one',
  },
  LYRICS_API_KEY: { unset: 'none', about: 'its bearer key, if the server wants one' },
  LYRICS_MODEL: { unset: 'none', about: 'the model it runs; required with `LYRICS_API_URL`' },
  COVER_ART_API_URL: {
    unset: 'the built-in cover art generator',
    about:
      'an OpenAI-compatible API base for cover art (`/images/generations`), e.g. LocalAI or a hosted one',
  },
  COVER_ART_API_KEY: { unset: 'none', about: 'its bearer key, if the server wants one' },
  COVER_ART_MODEL: {
    unset: 'none',
    about: 'the image model it runs; required with `COVER_ART_API_URL`',
  },
  SPOTIFY_CLIENT_ID: {
    unset: 'pre-save pages offer e-mail only',
    about:
      'the Spotify app’s client id for “Save on Spotify” (its redirect URI is `APP_URL/spotify-auth`); set with `SPOTIFY_CLIENT_SECRET`',
  },
  SPOTIFY_CLIENT_SECRET: { unset: 'none', about: 'the Spotify app’s client secret' },
  SPOTIFY_ACCOUNTS_URL: {
    unset: '`https://accounts.spotify.com`',
    about: 'Spotify’s accounts service (authorize and token endpoints)',
  },
  SPOTIFY_API_URL: {
    unset: '`https://api.spotify.com`',
    about: 'Spotify’s Web API (profile, album search by UPC, library)',
  },
};
