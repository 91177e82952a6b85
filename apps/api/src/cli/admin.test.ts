import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { hashPassword, verifyPassword } from '../modules/auth/passwords.ts';
import { ensureStaffMember } from '../modules/users/users.service.ts';
import { users } from '../modules/users/users.table.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { createUser, signIn, uniqueId } from '../test/factories.ts';
import { sessions } from '../modules/sessions/sessions.table.ts';

const cli = fileURLToPath(new URL('./admin.ts', import.meta.url));

/** Runs the CLI as `npm run admin` does, on an embedded database in `dataDir`. */
function runCli(args: string[], dataDir: string) {
  const child = spawn(process.execPath, [cli, ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (err += d));
  return new Promise<{ code: number | null; out: string; err: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, out, err })),
  );
}

const tempDir = () => mkdtempSync(join(tmpdir(), 'soundpost-cli-'));

/**
 * The longer tests of the CLI: each run of it starts Node and opens the embedded
 * database (one took 38 s on a CI machine whose two cores ran both test lanes and more).
 */
const severalRuns = 180_000;

describe('npm run admin -- create', () => {
  it(
    'creates a verified administrator and exits 0',
    async () => {
      const dataDir = tempDir();
      const res = await runCli(
        ['create', '--email', 'Boss@Label.example', '--password', 'Boss-pass-1!', '--name', 'Boss'],
        dataDir,
      );
      expect(res.err).toBe('');
      expect(res.code).toBe(0);
      expect(res.out).toContain('Administrator created: boss@label.example (username boss)');
      const database = await openDatabase({ dir: join(dataDir, 'db') });
      try {
        const [row] = await database.db.select().from(users);
        expect(row).toMatchObject({ email: 'boss@label.example', name: 'Boss', role: 'admin' });
        expect(row!.emailVerifiedAt).not.toBeNull();
        expect(await verifyPassword(row!.passwordHash, 'Boss-pass-1!')).toBe(true);
      } finally {
        await database.close();
      }
    },
    severalRuns,
  );

  it(
    'creates a reviewer with --role reviewer and refuses other roles',
    async () => {
      const dataDir = tempDir();
      const res = await runCli(
        [
          'create',
          '--email',
          'eve@label.example',
          '--password',
          'Eve-pass-12!',
          '--role',
          'reviewer',
        ],
        dataDir,
      );
      expect(res.err).toBe('');
      expect(res.out).toContain('Reviewer created: eve@label.example');
      const database = await openDatabase({ dir: join(dataDir, 'db') });
      try {
        const [row] = await database.db.select().from(users);
        expect(row).toMatchObject({ email: 'eve@label.example', role: 'reviewer' });
      } finally {
        await database.close();
      }
      const refused = await runCli(
        ['create', '--email', 'x@label.example', '--password', 'Eve-pass-12!', '--role', 'user'],
        dataDir,
      );
      expect(refused.code).toBe(1);
      expect(refused.err).toContain('--role');
    },
    severalRuns,
  );

  it('explains bad input and exits 1', async () => {
    const [res, unknown] = await Promise.all([
      runCli(['create', '--email', 'nope', '--password', 'short'], tempDir()),
      runCli(['remove', '--email', 'a@b.example'], tempDir()),
    ]);
    expect(res.code).toBe(1);
    expect(res.err).toContain('--email: Please enter a valid email address');
    expect(res.err).toContain('--password: Password must be at least 8 characters');
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain('Usage: npm run admin -- create');
  });

  it('refuses while the server holds the embedded database', async () => {
    const dataDir = tempDir();
    mkdirSync(join(dataDir, 'db'), { recursive: true });
    writeFileSync(join(dataDir, 'db', 'soundpost.pid'), String(process.pid));
    const res = await runCli(
      ['create', '--email', 'a@b.example', '--password', 'Boss-pass-1!'],
      dataDir,
    );
    expect(res.code).toBe(1);
    expect(res.err).toMatch(/in use by process \d+/);
  });
});

describe('ensureStaffMember', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const deps = () => ({ db: t.db, clock: t.clock });

  it('promotes an existing account, replaces its password and ends its sessions', async () => {
    const user = await createUser(t, { verified: false, blocked: { kind: 'freeze', reason: 'x' } });
    const cookie = await signIn(t, user);
    expect(cookie).toBeTruthy();
    const { created } = await ensureStaffMember(deps(), {
      email: user.email,
      passwordHash: await hashPassword('Fresh-pass-1!'),
    });
    expect(created).toBe(false);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ role: 'admin', freeze: false, blockReason: null });
    expect(row!.emailVerifiedAt).not.toBeNull();
    expect(await verifyPassword(row!.passwordHash, 'Fresh-pass-1!')).toBe(true);
    // Sessions are ended by the CLI around this call; the account itself is intact.
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);
  });

  it('picks a free username from the e-mail, and refuses a taken one', async () => {
    const tag = uniqueId();
    await createUser(t, { username: `ops${tag}` });
    const { user } = await ensureStaffMember(deps(), {
      email: `ops${tag}@ops.test`,
      passwordHash: 'x',
    });
    expect(user.username).toBe(`ops${tag}2`);
    await expect(
      ensureStaffMember(deps(), {
        email: `other${tag}@example.test`,
        passwordHash: 'x',
        username: `ops${tag}`,
      }),
    ).rejects.toMatchObject({ code: 'username_taken' });
  });
});
