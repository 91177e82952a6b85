import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { environmentWith } from '../../config.ts';

const serverFile = fileURLToPath(new URL('../../server.ts', import.meta.url));

/**
 * Starts the server on the demo's data directory as `npm run serve` does (same flags, its
 * output shown as it comes); Ctrl+C or a TERM reaches it, and the demo ends when it does.
 */
export function startServer(dataDir: string): ChildProcess {
  const child = spawn(process.execPath, ['--max-semi-space-size=16', serverFile], {
    env: environmentWith({ DATA_DIR: dataDir }),
    stdio: 'inherit',
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => child.kill(signal));
  }
  return child;
}

/** Resolves once `url` answers 200; rejects when the server exits first or after `ms`. */
export async function waitUntilReady(child: ChildProcess, url: string, ms = 120_000) {
  let exited: number | null | undefined;
  child.once('exit', (code) => (exited = code));
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (exited !== undefined) throw new Error(`the server stopped (exit code ${exited})`);
    const ok = await fetch(url).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer ${url} within ${ms / 1000} s`);
}
