import { rm } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { days, minutes } from '../../lib/clock.ts';
import { mailJob } from '../../lib/mailer.ts';
import { hitRateLimit, peekRateLimit } from '../../lib/rate-limit.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createUser } from '../../test/factories.ts';
import { startWorker } from '../../worker.ts';
import { apiTokens } from '../api-tokens/api-tokens.table.ts';
import { captchas } from '../auth/auth.table.ts';
import { sessions } from '../sessions/sessions.table.ts';
import { housekeepingJob, runHousekeeping } from './housekeeping.start.ts';
import { housekeepingTasks } from './housekeeping.tasks.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await rm(t.config.dataDir, { recursive: true, force: true });
});

const ago = (ms: number) => new Date(t.clock.now().getTime() - ms);
const ahead = (ms: number) => new Date(t.clock.now().getTime() + ms);
const run = (task: string) => runHousekeeping(t.app.ctx, { task });

/** The mail jobs of this test file's app (their data is sealed: no address to look for). */
async function mailJobs() {
  const { rows } = await t.database.executeSql(`select state from pgboss.job where name = $1`, [
    mailJob,
  ]);
  return rows as { state: string }[];
}

async function until(check: () => Promise<boolean>, ms = 20_000) {
  for (const started = Date.now(); !(await check());) {
    if (Date.now() - started > ms) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('housekeeping', () => {
  it('schedules every task on pg-boss, one schedule per task', async () => {
    const { rows } = await t.database.executeSql(
      'select key, cron, data from pgboss.schedule where name = $1 order by key',
      [housekeepingJob],
    );
    expect(rows).toEqual(
      housekeepingTasks
        .map((task) => ({ key: task.name, cron: task.cron, data: { task: task.name } }))
        .sort((a, b) => a.key.localeCompare(b.key)),
    );
  });

  it('keeps one schedule per task when several workers start on the database', async () => {
    const second = await startWorker(t.config, {
      log: pino({ level: 'silent' }),
      database: t.database,
    });
    await second.close();
    const { rows } = await t.database.executeSql(
      'select key, count(*)::int as n from pgboss.schedule where name = $1 group by key',
      [housekeepingJob],
    );
    expect(rows).toHaveLength(housekeepingTasks.length);
    expect(rows.every((r) => (r as { n: number }).n === 1)).toBe(true);
  });

  it('deletes expired sessions and keeps live ones', async () => {
    const user = await createUser(t);
    const row = (tokenHash: string, expiresAt: Date) => ({ tokenHash, userId: user.id, expiresAt });
    await t.db
      .insert(sessions)
      .values([row(`old-${user.id}`, ago(1000)), row(`live-${user.id}`, ahead(minutes(5)))]);
    await run('expired-sessions');
    const left = await t.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    expect(left.map((s) => s.tokenHash)).toContain(`live-${user.id}`);
    expect(left.map((s) => s.tokenHash)).not.toContain(`old-${user.id}`);
    expect(left.every((s) => !s.tokenHash.startsWith('old-'))).toBe(true);
  });

  it('deletes expired captchas and keeps live ones', async () => {
    const usedAt = t.clock.now();
    const [old, live] = await t.db
      .insert(captchas)
      .values([
        { id: crypto.randomUUID(), expiresAt: ago(1000), usedAt },
        { id: crypto.randomUUID(), expiresAt: ahead(minutes(5)), usedAt },
      ])
      .returning({ id: captchas.id });
    await run('expired-captchas');
    const ids = (await t.db.select({ id: captchas.id }).from(captchas)).map((c) => c.id);
    expect(ids).toContain(live!.id);
    expect(ids).not.toContain(old!.id);
  });

  it('deletes rate-limit counters whose window has ended', async () => {
    await hitRateLimit(t.db, 'hk:old', 1000, ago(minutes(1)));
    await hitRateLimit(t.db, 'hk:live', minutes(10), t.clock.now());
    await run('expired-rate-limits');
    const { rows } = await t.database.executeSql(
      `select key from rate_limits where key like 'hk:%' order by key`,
    );
    expect(rows).toEqual([{ key: 'hk:live' }]);
    expect((await peekRateLimit(t.db, 'hk:live', t.clock.now())).count).toBe(1);
  });

  it('deletes tokens revoked or expired over 90 days ago, and keeps the rest', async () => {
    const user = await createUser(t);
    const token = (name: string, expiresAt: Date, revokedAt: Date | null = null) => ({
      userId: user.id,
      name,
      scopes: ['read:analytics' as const],
      tokenHash: `hk-${name}-${user.id}`,
      createdAt: ago(days(400)),
      expiresAt,
      revokedAt,
    });
    await t.db
      .insert(apiTokens)
      .values([
        token('live', ahead(days(30))),
        token('expired-lately', ago(days(89))),
        token('expired-long-ago', ago(days(91))),
        token('revoked-lately', ahead(days(30)), ago(days(89))),
        token('revoked-long-ago', ahead(days(30)), ago(days(91))),
      ]);
    await run('ended-api-tokens');
    const left = await t.db
      .select({ name: apiTokens.name })
      .from(apiTokens)
      .where(eq(apiTokens.userId, user.id));
    expect(left.map((r) => r.name).sort()).toEqual(['expired-lately', 'live', 'revoked-lately']);
  });

  it('deletes sent mail jobs, so no link with a token stays readable in the job table', async () => {
    const to = `hk-${crypto.randomUUID()}@example.com`;
    await t.app.ctx.mailer.send({
      to,
      subject: 'Reset',
      text: 'https://soundpost.example/auth/reset?token=secret-token',
      html: '<p>reset</p>',
    });
    await until(async () => (await mailJobs()).some((j) => j.state === 'completed'));
    await run('sent-mail');
    expect(await mailJobs()).toEqual([]);
  });

  it('runs a task a module adds to the list, and ignores a task no longer listed', async () => {
    const seen: Date[] = [];
    const tasks = [
      {
        name: 'extra',
        cron: '0 * * * *',
        run: async (_: unknown, now: Date) => {
          seen.push(now);
          return 0;
        },
      },
    ];
    await runHousekeeping(t.app.ctx, { task: 'extra' }, tasks);
    await runHousekeeping(t.app.ctx, { task: 'gone' }, tasks);
    expect(seen).toEqual([t.clock.now()]);
  });
});
