// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { errorMessage } from './forms.ts';
import { chooseLanguage, i18n, i18nReady } from './i18n.ts';

beforeAll(async () => {
  await i18nReady;
  await chooseLanguage('en');
  await i18n.loadNamespaces(['errors']);
});

const rateLimited = (params?: Record<string, string | number>) =>
  new ApiError({ status: 429, code: 'rate_limited', message: 'x', params });

describe('errorMessage', () => {
  it('says how long to wait when the API tells it', () => {
    expect(errorMessage(rateLimited({ context: 'wait', minutes: 12 }))).toBe(
      'Too many attempts. Please try again in 12 min.',
    );
  });

  it('puts the values of a parametrised error into its message', () => {
    const tooEarly = new ApiError({
      status: 409,
      code: 'takedown_too_early',
      message: 'x',
      params: { daysRemaining: 41 },
    });
    expect(errorMessage(tooEarly)).toBe(
      'On the free plan, a takedown can be requested 90 days after the release date. Days remaining: 41.',
    );
    expect(errorMessage(tooEarly)).not.toContain('{{');
  });

  it('keeps the general wording without it, and the fallback for unknown codes', () => {
    expect(errorMessage(rateLimited())).toBe(
      'Too many attempts. Please wait a moment and try again.',
    );
    expect(
      errorMessage(
        new ApiError({ status: 400, code: 'no_such_code', message: 'x' }),
        'errors:auth_failed',
      ),
    ).toBe('Authentication failed. Please check your credentials');
  });
});
