import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';
import { startOidcProvider } from '../../apps/api/src/test/oidc-provider.ts';
import { createDatabase } from '../../apps/api/src/test/postgres.ts';
import { startSpotifyStandIn } from '../../apps/api/src/test/spotify-stand-in.ts';
import {
  admin,
  curator,
  appUrl,
  captcha,
  dataDir,
  database,
  mailDir,
  oidcPort,
  port,
  spotifyPort,
  testControlToken,
  workDir,
} from './env.ts';
import { oidcAccounts } from './oidc-accounts.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Starts what the journeys talk to, all on loopback: a real SMTP server that files each
 * message under mailDir, a real OpenID provider, a Spotify stand-in, and the built app (API +
 * web on one port).
 */
export default async function globalSetup() {
  if (!existsSync(`${root}apps/web/dist/index.html`))
    throw new Error('apps/web/dist is missing: run `npm run build` first (npm run test:e2e does)');
  // A server left over from an interrupted run would answer the health check below, and the
  // journeys would run against its stale data.
  if (await isListening(`${appUrl}/v1/health`))
    throw new Error(`port ${port} is already in use: stop the process listening there`);
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(mailDir, { recursive: true });

  let count = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase()).join(',');
        writeFileSync(`${mailDir}${Date.now()}-${++count}-${to}.eml`, Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as { port: number }).port;

  const provider = await startOidcProvider({ appUrl, port: oidcPort, accounts: oidcAccounts });
  // Pre-save's "Save on Spotify" goes to a loopback stand-in of Spotify (decision 054).
  const spotify = { clientId: 'e2e-spotify-client', clientSecret: 'e2e-spotify-secret' };
  const spotifyStandIn = await startSpotifyStandIn({
    ...spotify,
    redirectUri: `${appUrl}/spotify-auth`,
    port: spotifyPort,
  });

  // On PostgreSQL (E2E_DB=postgres): a database of this run's own, dropped at the end.
  const postgres = database === 'postgres' ? await createDatabase(postgresServerUrl()) : undefined;
  const env = {
    ...process.env,
    ...(postgres && {
      DATABASE_URL: postgres.url,
      SESSION_SECRET: 'e2e-session-secret-'.repeat(2),
    }),
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: appUrl,
    DATA_DIR: dataDir,
    CAPTCHA_BYPASS: captcha,
    // The pages' proof of work, solved for real by the browser's workers (decision 013), with
    // 10 PBKDF2 iterations a counter instead of 1000: the same challenge, search and check, a
    // hundredth of the work. Each sign-in, sign-up and reset page solves one on opening; at the
    // default cost that was one to three core-seconds each, taken from the journeys beside it.
    CAPTCHA_POW_COST: '10',
    // The journeys move the app's clock and run scheduled jobs now (support/test-control.ts).
    TEST_CONTROL_TOKEN: testControlToken,
    // Each test sends its own X-Forwarded-For (support/fixtures.ts), so per-IP limits of one
    // test never throttle another running beside it.
    TRUST_PROXY: 'true',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    LOG_LEVEL: 'warn',
    SUPPORT_EMAIL: 'support@e2e.soundpost.test',
    HELP_CENTER_URL: 'https://help.soundpost.test/',
    SOCIAL_LINKS:
      'instagram=https://instagram.com/soundpost,youtube=https://youtube.com/@soundpost',
    GOOGLE_CLIENT_ID: provider.clients.google.clientId,
    GOOGLE_CLIENT_SECRET: provider.clients.google.clientSecret,
    GOOGLE_ISSUER: provider.issuer,
    APPLE_CLIENT_ID: provider.clients.apple.clientId,
    APPLE_CLIENT_SECRET: provider.clients.apple.clientSecret,
    APPLE_ISSUER: provider.issuer,
    SPOTIFY_CLIENT_ID: spotify.clientId,
    SPOTIFY_CLIENT_SECRET: spotify.clientSecret,
    SPOTIFY_ACCOUNTS_URL: spotifyStandIn.url,
    SPOTIFY_API_URL: spotifyStandIn.url,
  };
  let server: ChildProcess | undefined;
  const stop = async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    await provider.close();
    await spotifyStandIn.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await postgres?.drop();
  };

  try {
    for (const [who, role] of [
      [admin, 'admin'],
      [curator, 'curator'],
    ] as const) {
      const created = spawnSync(
        'node',
        [
          ...['apps/api/src/cli/admin.ts', 'create', '--role', role],
          ...['--email', who.email, '--password', who.password],
        ],
        { cwd: root, env, encoding: 'utf8', timeout: 120_000 },
      );
      if (created.status !== 0)
        throw new Error(`${role} create failed: ${created.stderr}${created.stdout}`);
    }
    server = spawn('node', ['apps/api/src/server.ts'], { cwd: root, env, stdio: 'inherit' });
    await waitForHealth(`${appUrl}/v1/health`, server);
  } catch (error) {
    // Nothing may outlive a failed setup: a stray server would hold the port for the next run.
    await stop();
    throw error;
  }
  return stop;
}

function postgresServerUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('E2E_DB=postgres needs TEST_DATABASE_URL (a PostgreSQL server)');
  return url;
}

async function isListening(url: string) {
  try {
    await fetch(url, { signal: AbortSignal.timeout(5_000) });
    return true;
  } catch (error) {
    // Refused: nothing there. Timed out: something took the connection and hangs.
    return (error as Error).name === 'TimeoutError';
  }
}

async function waitForHealth(url: string, server: ChildProcess) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the app exited with code ${server.exitCode}`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(5_000) })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within 60 s`);
}
