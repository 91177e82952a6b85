// What the proof-of-work captcha costs, at the difficulty the environment configures
// (CAPTCHA_POW_COST, CAPTCHA_POW_MAX_COUNTER; defaults otherwise): challenges issued by the
// app's own code, each solved on one core with Node's native PBKDF2 (what a bot's native code
// gets) and with Web Crypto (what the browser's solver calls), then verified as the API does.
// Prints figures; it is not a test. BENCH_ROUNDS sets the number of challenges (default 20).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { solveChallenge, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey as nodeDeriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { deriveKey as webDeriveKey } from 'altcha-lib/algorithms/web/pbkdf2';

// bench/ is a TypeScript project of its own, so the API's modules are loaded at run time;
// these types mirror the few parts used.
type PowSettings = { provider: 'pow'; cost: number; maxCounter: number };
type Issued = { challenge: Challenge };
type PowLib = {
  powSigningKeys: (secret: string) => {
    hmacSignatureSecret: string;
    hmacKeySignatureSecret: string;
  };
  powCaptcha: (
    ctx: unknown,
    settings: PowSettings,
  ) => { issue: () => Promise<Issued>; verify: unknown };
};
type ConfigLib = {
  loadConfig: (env: Record<string, string | undefined>) => { captcha: PowSettings };
};

const rounds = Number(process.env.BENCH_ROUNDS ?? 20);
const load = (path: string): Promise<unknown> => import(new URL(path, import.meta.url).href);
const { loadConfig } = (await load('../apps/api/src/config.ts')) as ConfigLib;
const { powCaptcha, powSigningKeys } = (await load(
  '../apps/api/src/modules/auth/pow-captcha.ts',
)) as PowLib;
const settings = loadConfig({
  ...process.env,
  DATA_DIR: mkdtempSync(join(tmpdir(), 'soundpost-bench-captcha-')),
  CAPTCHA_BYPASS: undefined,
}).captcha;
if (settings.provider !== 'pow') throw new Error('bench:captcha measures the proof of work');
const secret = 'bench-secret-that-is-long-enough-0123456789';
const provider = powCaptcha(
  { config: { sessionSecret: secret }, clock: { now: () => new Date() } },
  settings,
);

const stats = (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  const mean = ms.reduce((a, b) => a + b, 0) / ms.length;
  return `mean ${mean.toFixed(0)} ms, median ${at(0.5).toFixed(0)} ms, p90 ${at(0.9).toFixed(0)} ms, max ${at(1).toFixed(0)} ms`;
};

const issue: number[] = [];
const nodeSolve: number[] = [];
const webSolve: number[] = [];
const verify: number[] = [];
let counters = 0;
for (let i = 0; i < rounds; i++) {
  let t = performance.now();
  const { challenge } = await provider.issue();
  issue.push(performance.now() - t);
  t = performance.now();
  const solution = await solveChallenge({ challenge, deriveKey: nodeDeriveKey });
  nodeSolve.push(performance.now() - t);
  t = performance.now();
  await solveChallenge({ challenge, deriveKey: webDeriveKey });
  webSolve.push(performance.now() - t);
  counters += solution!.counter + 1;
  t = performance.now();
  const result = await verifySolution({
    challenge,
    solution: solution!,
    deriveKey: nodeDeriveKey,
    ...powSigningKeys(secret),
  });
  verify.push(performance.now() - t);
  if (!result.verified) throw new Error('a solution failed verification');
}

const iterations = (counters / rounds) * settings.cost;
console.log(
  `captcha proof of work: PBKDF2/SHA-256, cost ${settings.cost}, counter in [${Math.ceil(settings.maxCounter / 2)}, ${settings.maxCounter}], ${rounds} challenges`,
);
console.log(`  mean work per challenge: ${(iterations / 1e6).toFixed(2)} M PBKDF2 iterations`);
console.log(`  issue (server):            ${stats(issue)}`);
console.log(`  solve, Node native, 1 core: ${stats(nodeSolve)}`);
console.log(`  solve, Web Crypto, 1 core:  ${stats(webSolve)}`);
console.log(`  verify (server):           ${stats(verify)}`);
