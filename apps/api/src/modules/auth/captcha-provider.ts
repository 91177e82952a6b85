import type { CaptchaAnswer, CaptchaChallenge } from '@soundpost/contracts/captcha';
import { AppError } from '../../lib/errors.ts';

/** One way of telling people from bots: hands out what the form needs, checks the answer. */
export type CaptchaProvider = {
  issue(): Promise<CaptchaChallenge>;
  /** Throws `invalid_captcha` (or `captcha_unavailable`) unless the answer proves a human. */
  verify(answer: CaptchaAnswer): Promise<void>;
};

export const invalidCaptcha = () => new AppError('invalid_captcha');
