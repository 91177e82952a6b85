// The attack pass's costly cover (6000x6000 RGBA, 16 bits a channel, a few hundred KB) through
// artwork processing, alone and four at once, each case in a fresh process so peak memory is
// its own. Prints wall time, CPU time and peak RSS; decision 011 keeps the figures.
// Prints figures; it is not a test. BENCH_ARTWORK_SIZE (the side, 6000) and BENCH_AT_ONCE
// (`1,4`) shrink it (the smoke run, scripts/bench-smoke.ts).
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

// bench/ is a TypeScript project of its own (rootDir bench/), so the API's modules are loaded
// at run time instead of imported; these types mirror the few functions used.
type Artwork = { processArtwork: (input: string) => Promise<{ ok: boolean }> };
type Fixtures = { makeDeepPng: (size: number) => Promise<Buffer> };
const load = (path: string): Promise<unknown> => import(new URL(path, import.meta.url).href);

const [, , mode, file, count] = process.argv;
const size = Number(process.env.BENCH_ARTWORK_SIZE ?? 6000);
const atOnce = (process.env.BENCH_AT_ONCE ?? '1,4').split(',').map(Number);

if (mode === 'child') {
  const { processArtwork } = (await load('../apps/api/src/modules/media/artwork.ts')) as Artwork;
  const started = performance.now();
  const results = await Promise.all(
    Array.from({ length: Number(count) }, () => processArtwork(file!)),
  );
  const cpu = process.cpuUsage();
  console.log(
    JSON.stringify({
      ok: results.every((r) => r.ok),
      wallSeconds: (performance.now() - started) / 1000,
      cpuSeconds: (cpu.user + cpu.system) / 1e6,
      peakRssMb: process.resourceUsage().maxRSS / 1024,
    }),
  );
} else {
  const { makeDeepPng } = (await load(
    '../apps/api/src/modules/media/image-fixtures.ts',
  )) as Fixtures;
  const dir = await mkdtemp(join(tmpdir(), 'soundpost-bench-artwork-'));
  try {
    const png = join(dir, 'deep.png');
    const bytes = await makeDeepPng(size);
    await writeFile(png, bytes);
    console.log(`${size}x${size} RGBA 16-bit PNG, ${Math.round(bytes.length / 1024)} KB`);
    const url = new URL(import.meta.url).pathname;
    for (const n of atOnce) {
      const { stdout } = await promisify(execFile)(process.execPath, [url, 'child', png, `${n}`]);
      const r = JSON.parse(stdout) as Record<string, number | boolean>;
      const f = (k: string) => (r[k] as number).toFixed(k === 'peakRssMb' ? 0 : 2);
      console.log(
        `${n} at once: wall ${f('wallSeconds')} s, CPU ${f('cpuSeconds')} s, ` +
          `peak RSS ${f('peakRssMb')} MB, all processed: ${r.ok}`,
      );
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
