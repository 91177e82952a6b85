import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DemoDirRefused, freshDemoDirectory } from './data-dir.ts';

const tempDir = () => mkdtempSync(join(tmpdir(), 'soundpost-demo-dir-'));

describe('the demo data directory', () => {
  it('is made in a new directory, marked as the demo’s and locked until released', () => {
    const dir = join(tempDir(), 'data-demo');
    const unlock = freshDemoDirectory(dir);
    expect(readdirSync(dir).sort()).toEqual(['.soundpost-demo', 'db']);
    expect(existsSync(join(dir, 'db', 'soundpost.pid'))).toBe(true);
    unlock();
    expect(existsSync(join(dir, 'db', 'soundpost.pid'))).toBe(false);
  });

  it('wipes what an earlier demo run left', () => {
    const dir = tempDir();
    freshDemoDirectory(dir)();
    writeFileSync(join(dir, 'db', 'PG_VERSION'), '17');
    mkdirSync(join(dir, 'files'));
    freshDemoDirectory(dir)();
    expect(readdirSync(dir).sort()).toEqual(['.soundpost-demo', 'db']);
    expect(readdirSync(join(dir, 'db'))).toEqual([]);
  });

  it('leaves a directory with data no demo made alone (DATA_DIR=./data by mistake)', () => {
    const dir = tempDir();
    mkdirSync(join(dir, 'db'));
    writeFileSync(join(dir, 'db', 'PG_VERSION'), '17');
    expect(() => freshDemoDirectory(dir)).toThrow(DemoDirRefused);
    expect(() => freshDemoDirectory(dir)).toThrow(/did not create; it is left alone/);
    expect(readdirSync(join(dir, 'db'))).toEqual(['PG_VERSION']);
  });

  it('is refused while another process (a running server) holds its database', () => {
    const dir = tempDir();
    freshDemoDirectory(dir)();
    // The parent process is alive and is not this one: a server that holds the lock.
    writeFileSync(join(dir, 'db', 'soundpost.pid'), String(process.ppid));
    writeFileSync(join(dir, 'db', 'PG_VERSION'), '17');
    expect(() => freshDemoDirectory(dir)).toThrow(/cannot start afresh: .*in use by process/);
    expect(readdirSync(join(dir, 'db')).sort()).toEqual(['PG_VERSION', 'soundpost.pid']);
  });
});
