import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('./test-postgres.ts', import.meta.url));

/** Runs the PostgreSQL test runner with only these variables (no server is reachable). */
function run(env: Record<string, string>) {
  const result = spawnSync(process.execPath, [script], {
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', ...env },
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

const loud = /^!!! POSTGRESQL TESTS DID NOT RUN: .+ !!!$/m;
const summary = /^tests: pglite .+, postgres NOT RUN$/m;

describe('npm run test:postgres without a server', () => {
  it('fails loudly under CI=true', () => {
    const { status, output } = run({ CI: 'true' });
    expect(status).toBe(1);
    expect(output).toMatch(loud);
    expect(output).toContain('FAILING');
    expect(output).toMatch(summary);
  });

  it('fails loudly when TEST_DATABASE_URL names a server that does not answer', () => {
    const { status, output } = run({ TEST_DATABASE_URL: 'postgres://postgres@127.0.0.1:1/x' });
    expect(status).toBe(1);
    expect(output).toMatch(loud);
    expect(output).toContain('127.0.0.1:1');
  });

  it('passes, still loudly, with the explicit opt-out or outside CI', () => {
    const optedOut = run({ CI: 'true', TEST_ALLOW_NO_POSTGRES: '1' });
    expect(optedOut.status).toBe(0);
    expect(optedOut.output).toMatch(loud);
    expect(optedOut.output).toContain('accepted by TEST_ALLOW_NO_POSTGRES=1');
    const local = run({});
    expect(local.status).toBe(0);
    expect(local.output).toMatch(loud);
    expect(local.output).toMatch(summary);
  });
});
