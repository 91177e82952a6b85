import { z } from 'zod';
import type { CaptchaSettings } from '../../config.ts';
import { AppError } from '../../lib/errors.ts';
import { invalidCaptcha, type CaptchaProvider } from './captcha-provider.ts';

const verifyTimeout = 10_000;

/** The answer of Turnstile's and hCaptcha's siteverify (both speak the same protocol). */
const siteverifyResultSchema = z.object({
  success: z.boolean(),
  'error-codes': z.array(z.string()).optional(),
  hostname: z.string().optional(),
});

function unavailable(cause: unknown) {
  const error = new AppError('captcha_unavailable');
  error.cause = cause;
  return error;
}

/**
 * Cloudflare Turnstile or hCaptcha: the browser runs the provider's widget and sends its
 * token; we ask the provider's siteverify whether the token is good (each token once).
 * A token solved on another site fails: the provider ties the site key to its domains.
 */
export function siteverifyCaptcha(
  settings: Extract<CaptchaSettings, { provider: 'turnstile' | 'hcaptcha' }>,
  appUrl: string,
): CaptchaProvider {
  return {
    async issue() {
      return { provider: settings.provider, siteKey: settings.siteKey };
    },

    async verify(answer) {
      const body = new URLSearchParams({ secret: settings.secretKey, response: answer.answer });
      // hCaptcha checks the token was made for this site key; Turnstile knows it from the secret.
      if (settings.provider === 'hcaptcha') body.set('sitekey', settings.siteKey);
      let response: Response;
      try {
        response = await fetch(settings.verifyUrl, {
          method: 'POST',
          body,
          headers: { accept: 'application/json', origin: new URL(appUrl).origin },
          signal: AbortSignal.timeout(verifyTimeout),
        });
      } catch (error) {
        throw unavailable(error);
      }
      if (!response.ok) {
        throw unavailable(new Error(`${settings.provider} siteverify answered ${response.status}`));
      }
      const parsed = siteverifyResultSchema.safeParse(await response.json().catch(() => null));
      if (!parsed.success)
        throw unavailable(new Error(`${settings.provider} siteverify: bad body`));
      if (!parsed.data.success) throw invalidCaptcha();
    },
  };
}
