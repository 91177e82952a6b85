import { z } from 'zod';
import { meetsPasswordRules } from './password-rules.ts';
import { v } from './validation.ts';

export const passwordSchema = z
  .string({ error: v.required })
  .min(1, { error: v.required })
  .max(200, { error: v.maxLength })
  .refine(meetsPasswordRules, { error: v.passwordRules });
