import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockDataDirectory } from './lock.ts';

const freshDir = () => mkdtempSync(join(tmpdir(), 'soundpost-lock-'));
const pidFile = (dir: string) => join(dir, 'soundpost.pid');

describe('lockDataDirectory', () => {
  it('takes a free directory, writes our pid and removes it on unlock', () => {
    const dir = freshDir();
    const unlock = lockDataDirectory(dir);
    expect(readFileSync(pidFile(dir), 'utf8')).toBe(String(process.pid));
    unlock();
    expect(existsSync(pidFile(dir))).toBe(false);
  });

  it('refuses a directory held by another live process', () => {
    const dir = freshDir();
    // The test runner's parent process is alive for the whole run.
    writeFileSync(pidFile(dir), String(process.ppid));
    expect(() => lockDataDirectory(dir)).toThrow(`in use by process ${process.ppid}`);
    expect(readFileSync(pidFile(dir), 'utf8')).toBe(String(process.ppid));
  });

  it('takes over the pid file of a process that is gone', () => {
    const dir = freshDir();
    const gone = spawnSync(process.execPath, ['-e', 'process.pid']).pid!;
    writeFileSync(pidFile(dir), String(gone));
    lockDataDirectory(dir)();
  });

  it('treats its own pid as stale: a container restarted after a hard kill reuses the pid', () => {
    const dir = freshDir();
    writeFileSync(pidFile(dir), String(process.pid));
    const unlock = lockDataDirectory(dir);
    expect(readFileSync(pidFile(dir), 'utf8')).toBe(String(process.pid));
    unlock();
  });
});
