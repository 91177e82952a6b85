import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';

/**
 * `npm run worker` works jobs without the HTTP stack (decision 012): importing its entry point
 * loads no route module, no Fastify, no multipart and no tus server. A fresh Node process
 * imports the entry point under a resolve hook that lists every module it loads.
 */
const dir = mkdtempSync(join(tmpdir(), 'soundpost-imports-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const probe = join(dir, 'probe.mjs');
writeFileSync(
  probe,
  `import { registerHooks } from 'node:module';
const seen = new Set();
registerHooks({ resolve(specifier, context, next) {
  const resolved = next(specifier, context);
  seen.add(resolved.url);
  return resolved;
} });
await import(process.argv[2]);
process.stdout.write(JSON.stringify([...seen]));
process.exit(0);`,
);

const loadedBy = (entry: string) =>
  JSON.parse(
    execFileSync(process.execPath, [probe, new URL(entry, import.meta.url).href], {
      encoding: 'utf8',
      timeout: 60_000,
      maxBuffer: 64 * 1024 * 1024,
    }),
  ) as string[];

const httpStack = (url: string) =>
  /\.routes\.ts$|\/node_modules\/(fastify|@fastify\/multipart|@tus\/server)\//.test(url);

it('loads no route, no Fastify, no multipart and no tus server in the worker', () => {
  // The probe sees them where they are: the API's app loads all four kinds.
  const app = loadedBy('./app.ts').filter(httpStack);
  expect(app.some((url) => url.endsWith('.routes.ts'))).toBe(true);
  expect(app.some((url) => url.includes('/@fastify/multipart/'))).toBe(true);
  expect(app.some((url) => url.includes('/@tus/server/'))).toBe(true);

  expect(loadedBy('./worker.ts').filter(httpStack)).toEqual([]);
}, 120_000);
