import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, request, type TestApp } from '../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /v1/health', () => {
  it('answers ok with the database kind and version', async () => {
    const res = await request(t.app).get('/v1/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      db: t.database.kind,
      version: '0.1.0',
    });
  });

  it('sends security headers with a Content-Security-Policy', async () => {
    const res = await request(t.app).get('/v1/health');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers unknown API paths with the error format', async () => {
    const res = await request(t.app).get('/v1/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found', message: 'Not found' });
    expect(res.json().requestId).toBeTruthy();
  });
});
