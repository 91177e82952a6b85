import { z } from 'zod';

/**
 * Validation messages are keys of the `validation` i18n namespace, never English text, so
 * the same schema gives translated messages in the form and in the API's `fields`.
 */
export const v = {
  required: 'required',
  email: 'email',
  minLength: 'min_length',
  maxLength: 'max_length',
  pattern: 'pattern',
  passwordRules: 'password_rules',
  passwordsMatch: 'passwords_match',
  termsRequired: 'terms_required',
  twofactorCode: 'twofactor_code',
} as const;

export const requiredString = (max = 200) =>
  z
    .string({ error: v.required })
    .trim()
    .min(1, { error: v.required })
    .max(max, { error: v.maxLength });

export const emailSchema = z
  .string({ error: v.required })
  .trim()
  .min(1, { error: v.required })
  .max(254, { error: v.maxLength })
  .pipe(z.email({ error: v.email }))
  .transform((e) => e.toLowerCase());
