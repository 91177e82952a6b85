import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CaptchaChallenge } from '@soundpost/contracts/captcha';
import { api, dataOf } from '../../../lib/api-client.ts';

/**
 * GET /v1/auth/captcha: a fresh proof-of-work challenge (each one passes once), or the
 * Turnstile/hCaptcha widget the operator set up.
 */
export function getCaptcha(): Promise<CaptchaChallenge> {
  return dataOf(api.GET('/v1/auth/captcha'));
}

export const captchaQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'captcha'],
    queryFn: getCaptcha,
    staleTime: 0,
    gcTime: 0,
    retry: 1,
    // A challenge in the middle of being solved must not be swapped for another.
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export function useCaptcha() {
  return useQuery(captchaQueryOptions());
}
