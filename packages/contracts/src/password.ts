import { z } from 'zod';
import { v } from './validation.ts';

export const passwordMinLength = 8;

/** True when the password has 8+ characters, a letter, a number and a special character. */
export function meetsPasswordRules(password: string): boolean {
  return (
    password.length >= passwordMinLength &&
    /\p{L}/u.test(password) &&
    /\p{N}/u.test(password) &&
    /[^\p{L}\p{N}\s]/u.test(password)
  );
}

export type PasswordStrength = 'weak' | 'medium' | 'strong';

/** Weak until the rules are met; strong with 12+ characters and mixed case, else medium. */
export function passwordStrength(password: string): PasswordStrength {
  if (!meetsPasswordRules(password)) return 'weak';
  const mixedCase = /\p{Lu}/u.test(password) && /\p{Ll}/u.test(password);
  return password.length >= 12 && mixedCase ? 'strong' : 'medium';
}

export const passwordSchema = z
  .string({ error: v.required })
  .min(1, { error: v.required })
  .max(200, { error: v.maxLength })
  .refine(meetsPasswordRules, { error: v.passwordRules });
