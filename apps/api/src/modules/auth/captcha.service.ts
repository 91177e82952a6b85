import type { CaptchaAnswer } from '@soundpost/contracts/captcha';
import type { AppContext } from '../../lib/context.ts';
import type { CaptchaProvider } from './captcha-provider.ts';
import { powCaptcha } from './pow-captcha.ts';
import { siteverifyCaptcha } from './siteverify-captcha.ts';

/** The provider the operator configured: our proof of work unless Turnstile/hCaptcha is set. */
function captchaProviderFor(ctx: AppContext): CaptchaProvider {
  const settings = ctx.config.captcha;
  return settings.provider === 'pow'
    ? powCaptcha(ctx, settings)
    : siteverifyCaptcha(settings, ctx.config.appUrl);
}

/** What the sign-in, sign-up and reset forms need to prove a human: a challenge or a widget. */
export async function createCaptcha(ctx: AppContext) {
  return captchaProviderFor(ctx).issue();
}

/**
 * Throws `invalid_captcha` unless the answer proves a human. CAPTCHA_BYPASS, which the
 * configuration accepts only with NODE_ENV=test, always passes.
 */
export async function checkCaptcha(ctx: AppContext, input: CaptchaAnswer) {
  const bypass = ctx.config.captchaBypass;
  if (bypass && ctx.config.env === 'test' && input.answer === bypass) return;
  await captchaProviderFor(ctx).verify(input);
}
