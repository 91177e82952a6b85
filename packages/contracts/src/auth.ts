import { z } from 'zod';
import { captchaSchema } from './captcha.ts';
import { languageSchema } from './locales.ts';
import { passwordSchema } from './password.ts';
import { emailSchema, requiredString, samePasswords, v } from './validation.ts';

export const usernameSchema = z
  .string({ error: v.required })
  .trim()
  // First, so an empty username says "required" (forms and the API show a field's first issue).
  .min(1, { error: v.required })
  .min(3, { error: v.minLength })
  .max(30, { error: v.maxLength })
  .regex(/^[a-zA-Z0-9_.]+$/, { error: v.pattern })
  .transform((u) => u.toLowerCase());

const utmSchema = z.string().trim().max(100).optional();

export const registerSchema = z
  .object({
    name: requiredString(100),
    username: usernameSchema,
    email: emailSchema,
    password: passwordSchema,
    confirm: z.string({ error: v.required }).min(1, { error: v.required }),
    captcha: captchaSchema,
    acceptTerms: z.literal(true, { error: v.termsRequired }),
    lang: languageSchema.optional(),
    referred_by_user: z.string().trim().max(64).optional(),
    utm_campaign: utmSchema,
    utm_medium: utmSchema,
    utm_source: utmSchema,
  })
  .refine(...samePasswords);
export type RegisterInput = z.input<typeof registerSchema>;

export const loginSchema = z.object({
  /** A username or an e-mail address. */
  username: requiredString(254),
  password: z.string({ error: v.required }).min(1, { error: v.required }).max(200),
  captcha: captchaSchema,
  lang: languageSchema.optional(),
});
export type LoginInput = z.input<typeof loginSchema>;

export const twofactorCodeSchema = z
  .string({ error: v.required })
  .trim()
  .regex(/^(\d{6}|[a-z0-9]{5}-[a-z0-9]{5})$/i, { error: v.twofactorCode });

export const twofactorConfirmSchema = z.object({ code: twofactorCodeSchema });

export const passwordResetLinkSchema = z.object({
  email: emailSchema,
  captcha: captchaSchema,
  lang: languageSchema.optional(),
});

export const passwordResetSchema = z
  .object({
    password: passwordSchema,
    confirm: z.string({ error: v.required }).min(1, { error: v.required }),
  })
  .refine(...samePasswords);

export const verifyEmailSchema = z.object({ token: z.string().min(1) });

export const socialProviders = ['google', 'apple'] as const;
export const socialProviderSchema = z.enum(socialProviders);
export type SocialProvider = z.infer<typeof socialProviderSchema>;

/** Completes a social sign-in: the code and state the provider sent back to /auth/callback. */
export const socialLoginSchema = z.object({
  code: z.string().min(1),
  state: z.string().min(1),
  lang: languageSchema.optional(),
  source: z.literal('web').default('web'),
  referred_by_user: z.string().trim().max(64).optional(),
  utm_campaign: utmSchema,
  utm_medium: utmSchema,
  utm_source: utmSchema,
});

export const authProvidersSchema = z.object({
  google: z.boolean(),
  apple: z.boolean(),
});

export const okSchema = z.object({ ok: z.literal(true) });
