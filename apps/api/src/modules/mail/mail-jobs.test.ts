import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaBypass, createTestApp, request, type TestApp } from '../../test/app.ts';
import { createUser, freshIp, uniqueId } from '../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const captcha = { id: 'x', answer: captchaBypass };

/** Every mail job's data as pg-boss stored it, whatever its state. */
async function mailJobData() {
  const { rows } = await t.database.executeSql(
    `select data::text as data from pgboss.job where name = 'mail.send'`,
  );
  return (rows as { data: string }[]).map((r) => r.data);
}

/** Waits for the worker to write the message to `to` into DATA_DIR/mail. */
async function deliveredTo(to: string) {
  const outbox = join(t.config.dataDir, 'mail');
  for (let i = 0; i < 150; i++) {
    let files: string[] = [];
    try {
      files = readdirSync(outbox).filter((f) => f.endsWith('.eml'));
    } catch {
      // Not created before the first message.
    }
    const raw = files
      .map((f) => readFileSync(join(outbox, f), 'utf8'))
      .find((m) => new RegExp(`^to: ${to}`, 'im').test(m));
    if (raw) return raw.replace(/=\r?\n/g, '');
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail to ${to}`);
}

function expectNothingReadable(jobs: string[], secrets: string[]) {
  expect(jobs.length).toBeGreaterThan(0);
  for (const data of jobs) {
    expect(Object.keys(JSON.parse(data))).toEqual(['sealed']);
    for (const secret of secrets) expect(data).not.toContain(secret);
    expect(data).not.toMatch(/token=|reset-password|verify-email|@example\.test/);
  }
}

describe('queued mail', () => {
  it('keeps no readable reset token in the job table, before or after sending', async () => {
    const user = await createUser(t);
    const res = await request(t.app).post(
      '/v1/auth/password-reset-link',
      { email: user.email, captcha },
      freshIp(),
    );
    expect(res.json()).toEqual({ ok: true });
    const queued = await mailJobData();
    const raw = await deliveredTo(user.email);
    const token = raw.match(/reset-password\?token=([\w-]+)/)?.[1];
    expect(token).toBeDefined();
    expectNothingReadable(queued, [token!]);
    expectNothingReadable(await mailJobData(), [token!]);
  });

  it('keeps no readable verification token in the job table', async () => {
    const id = uniqueId();
    const email = `jobs_${id}@example.test`;
    const res = await request(t.app).post(
      '/v1/auth/register',
      {
        name: 'Job Check',
        username: `jobs_${id}`,
        email,
        password: 'Strong-pass-1!',
        confirm: 'Strong-pass-1!',
        captcha,
        acceptTerms: true,
      },
      freshIp(),
    );
    expect(res.statusCode).toBe(201);
    const raw = await deliveredTo(email);
    const token = raw.match(/verify-email\?token=([\w-]+)/)?.[1];
    expect(token).toBeDefined();
    expectNothingReadable(await mailJobData(), [token!]);
  });
});
