// The import benches' yardstick: a report imported in a process of its own, as the route does,
// against a raw COPY of the same file into a plain table on the same database (budget: the
// import takes at most three times as long; decisions 035 and 041).
import { spawn } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { serverFlags } from './start-server.ts';

export type ImportRun = {
  ms: number;
  lines: number;
  /** The lines that matched the catalogue, where the import counts them. */
  matched?: number;
  maxRssKb: number;
  baseRssKb: number;
};

/** COPYs the tab-separated `file` (with its header line) into a new table `table (columns)`. */
export async function copyRaw(client: pg.Client, file: string, table: string, columns: string) {
  await client.query(`create table ${table} (${columns})`);
  const started = performance.now();
  await pipeline(
    createReadStream(file),
    client.query(
      copyFrom(`copy ${table} from stdin with (format csv, delimiter e'\\t', header true)`),
    ),
  );
  return performance.now() - started;
}

/** Runs an import process (`<process> <database url> <file> <admin id>`) and reads its figures. */
export function childImport(script: string, url: string, file: string, adminId: string) {
  return new Promise<ImportRun>((resolve, reject) => {
    const child = spawn(process.execPath, [...serverFlags, script, url, file, adminId], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d));
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`import exited with ${code}`)),
    );
  });
}

/** Prints both times, lines/s and the ratio line the bench smoke looks for. */
export function printAgainstCopy(what: string, lines: number, copyMs: number, run: ImportRun) {
  const rate = (ms: number) => Math.round(lines / (ms / 1000));
  if (run.matched !== undefined) console.log(`matched: ${run.matched} of ${run.lines} lines`);
  console.log(`COPY:   ${(copyMs / 1000).toFixed(2)} s  ${rate(copyMs)} lines/s`);
  console.log(`import: ${(run.ms / 1000).toFixed(2)} s  ${rate(run.ms)} lines/s`);
  const rss = (kb: number) => (kb / 1024).toFixed(0);
  console.log(
    `import peak RSS: ${rss(run.maxRssKb)} MB (budget < 300; ${rss(run.baseRssKb)} MB before the import began)`,
  );
  console.log(`${what}ratio ${(run.ms / copyMs).toFixed(2)} (budget <= 3)`);
}
