import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { stdSerializers } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaBypass, createTestApp, request, type TestApp } from '../test/app.ts';
import { freshIp, uniqueId } from '../test/factories.ts';
import { redactUrl } from './log-redaction.ts';
import { scrubError } from './logger.ts';

const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    { LOG_LEVEL: 'error' },
    { logStream: { write: (line: string) => void lines.push(line) } },
  );
});
afterAll(() => t.close());

describe('a failed query in the logs', () => {
  it('shows the statement and the database message, never the values', async () => {
    // A database that refuses every new account, quoting the row it refused.
    await t.db.execute(sql`create function refuse_user() returns trigger language plpgsql as $$
      begin raise exception 'forced failure' using detail = 'Failing row contains ' || new.email || ', ' || new.password_hash; end $$`);
    await t.db.execute(
      sql`create trigger refuse_user before insert on users for each row execute function refuse_user()`,
    );
    const id = uniqueId();
    const email = `leak_${id}@example.test`;
    const password = 'Sound-post-1!';
    const res = await request(t.app).post(
      '/v1/auth/register',
      {
        name: `Leak Test ${id}`,
        username: `leak_${id}`,
        email,
        password,
        confirm: password,
        captcha: { id: 'x', answer: captchaBypass },
        acceptTerms: true,
      },
      freshIp(),
    );
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ code: 'internal_error' });

    const logged = lines.find((l) => l.includes('request failed'));
    expect(logged).toBeDefined();
    const { err, requestId } = JSON.parse(logged!) as {
      err: Record<string, unknown>;
      requestId: string;
    };
    // The line names the request as its error answer does.
    expect(requestId).toBe(res.json().requestId);
    expect(err.type).toBe('DrizzleQueryError');
    expect(err.message).toMatch(/^Failed query: insert into "users"/);
    expect(err.message).toContain('forced failure');
    expect(err).not.toHaveProperty('params');
    expect(logged).not.toContain(email);
    expect(logged).not.toContain(`Leak Test ${id}`);
    expect(logged).not.toContain('$argon2');
    expect(logged).not.toContain('Failing row');
  });
});

describe('scrubError', () => {
  it('drops params and detail and the values quoted in messages, keeps the rest', () => {
    const cause = Object.assign(
      new Error('invalid input syntax for type uuid: "secret@example.test"'),
      { code: '22P02', detail: 'Key (email)=(secret@example.test)', params: ['x'] },
    );
    const err = new DrizzleQueryError(
      'select * from users where email = $1 and id = $2',
      ['secret@example.test', 'hash$argon2id$v=19'],
      cause,
    );
    const out = stdSerializers.err(scrubError(err) as Error) as Record<string, unknown>;
    const text = JSON.stringify(out);
    expect(out.type).toBe('DrizzleQueryError');
    expect(out.query).toBe('select * from users where email = $1 and id = $2');
    expect(out.message).toBe(
      'Failed query: select * from users where email = $1 and id = $2: invalid input syntax for type uuid: "[redacted]"',
    );
    expect(text).not.toContain('secret@example.test');
    expect(text).not.toContain('argon2');
    expect(out).not.toHaveProperty('params');
    // The original error is untouched (other handlers may still need it).
    expect(err.params).toHaveLength(2);
  });

  it('passes anything that is not an error through', () => {
    expect(scrubError('text')).toBe('text');
    expect(scrubError(undefined)).toBeUndefined();
  });
});

describe('redactUrl', () => {
  it.each([
    ['/v1/auth/password-reset/abc123', '/v1/auth/password-reset/[redacted]'],
    ['/v1/auth/password-reset/abc123?x=1', '/v1/auth/password-reset/[redacted]?x=1'],
    ['/auth/reset-password?token=abc&lang=pt', '/auth/reset-password?token=[redacted]&lang=pt'],
    [
      '/auth/callback?code=c&state=s&provider=apple',
      '/auth/callback?code=[redacted]&state=[redacted]&provider=apple',
    ],
    ['/x?Token=a', '/x?Token=[redacted]'],
    ['/x?next=aGVsbG8td29ybGQtdGhpcy1pcy1hLXRva2Vu', '/x?next=[redacted]'],
    ['/v1/releases?limit=20&status=draft', '/v1/releases?limit=20&status=draft'],
    ['/v1/health', '/v1/health'],
  ])('%s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});
