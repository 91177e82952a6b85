import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const dataDir = () => mkdtempSync(join(tmpdir(), 'soundpost-config-'));

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      appUrl: 'http://localhost:3000',
      workers: 'inline',
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.google).toBeUndefined();
    // The generated session secret is kept, so a restart keeps everyone signed in.
    expect(readFileSync(join(dir, 'session-secret'), 'utf8')).toBe(config.sessionSecret);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(config.sessionSecret);
  });

  it('stops with a message naming each bad variable', () => {
    expect(() =>
      loadConfig({ DATA_DIR: dataDir(), PORT: 'abc', DATABASE_URL: 'not a url', WORKERS: 'many' }),
    ).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*WORKERS/);
  });

  it('refuses CAPTCHA_BYPASS in production', () => {
    expect(() =>
      loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production', CAPTCHA_BYPASS: 'x' }),
    ).toThrow(/CAPTCHA_BYPASS/);
  });

  it('enables a social provider only when its client id is set', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 's',
    });
    expect(config.google).toEqual({
      clientId: 'id',
      clientSecret: 's',
      issuer: 'https://accounts.google.com',
    });
    expect(config.apple).toBeUndefined();
  });
});
