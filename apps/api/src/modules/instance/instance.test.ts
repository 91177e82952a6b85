import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, request, type TestApp } from '../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    SUPPORT_EMAIL: 'help@label.example',
    HELP_CENTER_URL: 'https://help.label.example',
  });
});
afterAll(() => t.close());

describe('GET /v1/instance', () => {
  it('tells anyone the support contact and help centre the operator set', async () => {
    const res = await request(t.app).get('/v1/instance');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      supportEmail: 'help@label.example',
      helpCenterUrl: 'https://help.label.example',
    });
  });
});
