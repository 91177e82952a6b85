import { z } from 'zod';
import { v } from './validation.ts';

/** Who checks that a visitor is human: our own proof of work, or an operator's provider. */
export const captchaProviders = ['pow', 'turnstile', 'hcaptcha'] as const;
export const captchaProviderSchema = z.enum(captchaProviders);
export type CaptchaProvider = z.infer<typeof captchaProviderSchema>;

/** Room for a proof-of-work payload or a Turnstile/hCaptcha token (up to ~2 KB). */
const answerMax = 8192;

const captchaAnswerSchema = z.object({
  /** The challenge id (proof of work); empty or the provider's name for Turnstile/hCaptcha. */
  id: z.string().max(100, { error: v.maxLength }),
  /** The solved challenge (base64 ALTCHA payload) or the provider's token. */
  answer: z
    .string({ error: v.required })
    .trim()
    .min(1, { error: v.required })
    .max(answerMax, { error: v.maxLength }),
});

/** `captcha` in login, sign-up and reset requests: `{id, answer}`, or the answer as a string. */
export const captchaSchema = z.union(
  [
    captchaAnswerSchema,
    z
      .string()
      .trim()
      .min(1)
      .max(answerMax)
      .transform((answer) => ({ id: '', answer })),
  ],
  { error: v.required },
);
export type CaptchaAnswer = z.infer<typeof captchaAnswerSchema>;

/** The ALTCHA v2 challenge the browser solves (see altcha-lib); signed by the server. */
export const powChallengeSchema = z.object({
  // Loose: the signature covers every parameter, so none may be dropped on the way.
  parameters: z.looseObject({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    expiresAt: z.number().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string(),
});
export type PowChallenge = z.infer<typeof powChallengeSchema>;

/** What the solver sends back, base64-encoded JSON as the `answer`. */
export const powPayloadSchema = z.object({
  challenge: powChallengeSchema,
  solution: z.object({
    counter: z.number(),
    derivedKey: z.string(),
    time: z.number().optional(),
  }),
});
export type PowPayload = z.infer<typeof powPayloadSchema>;

/** GET /v1/auth/captcha: a challenge to solve, or the provider widget to show. */
export const captchaChallengeSchema = z.discriminatedUnion('provider', [
  z.object({
    provider: z.literal('pow'),
    id: z.string(),
    challenge: powChallengeSchema,
    expiresAt: z.string(),
  }),
  z.object({
    provider: z.enum(['turnstile', 'hcaptcha']),
    siteKey: z.string(),
  }),
]);
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;
