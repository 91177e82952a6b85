import { describe, expect, it } from 'vitest';
import { errorStatus } from './error-status.ts';
import { errorCodes } from './errors.ts';

describe('errorStatus', () => {
  it('gives each answered code one client or server error status', () => {
    for (const [code, status] of Object.entries(errorStatus)) {
      expect(errorCodes, code).toContain(code);
      expect(status >= 400 && status < 600, `${code}: ${status}`).toBe(true);
    }
  });

  it('answers the codes a client tells apart by status as HTTP means them', () => {
    expect(errorStatus).toMatchObject({
      unauthenticated: 401,
      forbidden: 403,
      not_found: 404,
      rate_limited: 429,
      service_unavailable: 503,
      provider_unavailable: 502,
    });
  });
});
