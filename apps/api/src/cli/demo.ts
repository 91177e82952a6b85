/**
 * `npm run demo [-- --small]`: a fresh embedded instance in DATA_DIR (default ./data-demo, wiped
 * on each run) filled with the demo label's year, then the server on it; prints where to sign
 * in once it answers. Decision 044.
 */
import { resolve } from 'node:path';
import { inspect } from 'node:util';
import { pino } from 'pino';
import { createAppContext } from '../app-context.ts';
import { ConfigError, environmentWith, loadConfig } from '../config.ts';
import { manualClock } from '../lib/clock.ts';
import { DemoDirRefused, freshDemoDirectory } from './demo/data-dir.ts';
import { demoSizes, seedDemo, type DemoSummary } from './demo/seed.ts';
import { startServer, waitUntilReady } from './demo/serve.ts';

/** Seeds the fresh instance in-process, with the modules started as the server starts them. */
async function seed(dataDir: string, small: boolean) {
  const unlock = freshDemoDirectory(dataDir);
  try {
    const config = loadConfig(environmentWith({ DATA_DIR: dataDir }));
    const clock = manualClock(new Date());
    const { ctx, close } = await createAppContext(config, {
      clock,
      log: pino({ level: 'warn' }),
    });
    try {
      // Jobs are queued (the pre-review, e-mails, deliveries), not worked: the server does that.
      await ctx.queue.start({ work: false });
      const summary = await seedDemo({ ...ctx, clock }, small ? demoSizes.small : demoSizes.full);
      return { summary, appUrl: config.appUrl };
    } finally {
      await close();
    }
  } finally {
    unlock();
  }
}

function report(summary: DemoSummary) {
  const statuses = new Set(summary.releases.map((r) => r.status));
  const { trends, royalties } = summary;
  console.log(
    [
      `Seeded in ${summary.seconds.toFixed(1)} s: ${summary.releases.length} releases in ${statuses.size} statuses,`,
      `${trends.facts.toLocaleString('en')} trend facts (${trends.streams.toLocaleString('en')} streams, ${trends.imports} reports),`,
      `${royalties.lines.toLocaleString('en')} royalty lines in ${royalties.imports} statements ($${royalties.total.toFixed(2)}),`,
      `a paid payout of $${Number(summary.payout ?? 0).toFixed(2)}.`,
    ].join(' '),
  );
  const phases = Object.entries(summary.phases).map(([name, s]) => `${name} ${s.toFixed(1)} s`);
  console.log(`  (${phases.join(', ')})`);
}

function banner(appUrl: string, summary: DemoSummary) {
  const { admin, label, collaborator } = summary.credentials;
  const rows = [
    ['Label (Pro, 4 artists)', label],
    ['Administrator', admin],
    ['Collaborator (a split)', collaborator],
  ] as const;
  console.log(`\nThe Soundpost demo is ready at ${appUrl}/auth/login\n`);
  for (const [who, { email, password }] of rows) {
    console.log(`  ${who.padEnd(24)} ${email.padEnd(32)} password: ${password}`);
  }
  console.log('\nCtrl+C stops the server; the next npm run demo starts afresh.\n');
}

async function main() {
  const env = environmentWith();
  if (env.DATABASE_URL) {
    throw new ConfigError(
      'npm run demo makes a fresh embedded instance: unset DATABASE_URL (it would fill that database).',
    );
  }
  const dataDir = resolve(env.DATA_DIR ?? './data-demo');
  console.log(`Making a fresh demo instance in ${dataDir} …`);
  const { summary, appUrl } = await seed(dataDir, process.argv.includes('--small'));
  report(summary);
  const server = startServer(dataDir);
  await waitUntilReady(server, `${appUrl}/v1/health`).catch((error: unknown) => {
    server.kill('SIGTERM');
    throw error;
  });
  banner(appUrl, summary);
  server.once('exit', (code) => (process.exitCode = code ?? 0));
}

main().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof DemoDirRefused;
  if (known) console.error((error as Error).message);
  else console.error(inspect(error, { depth: 6 }));
  process.exitCode = 1;
});
