import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { captchaChallengeSchema } from '@soundpost/contracts/auth';
import { api } from '../../../lib/api-client.ts';

export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;

/** GET /v1/auth/captcha: a fresh challenge (id + SVG image); each one is good for one try. */
export function getCaptcha(): Promise<CaptchaChallenge> {
  return api.get<CaptchaChallenge>('/v1/auth/captcha');
}

export const captchaQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'captcha'],
    queryFn: getCaptcha,
    staleTime: 0,
    gcTime: 0,
    retry: 1,
  });

export function useCaptcha() {
  return useQuery(captchaQueryOptions());
}
