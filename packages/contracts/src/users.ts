import { z } from 'zod';
import { languageSchema } from './locales.ts';
import { passwordSchema } from './password.ts';
import { freePlan, plans, type Plan } from './plan-names.ts';
import { roles } from './roles.ts';
import { emailSchema, samePasswords, v } from './validation.ts';

export { freePlan, plans, type Plan };
export const planSchema = z.enum(plans);

export const roleSchema = z.enum(roles);

export const contactMethods = ['email', 'sms', 'whatsapp'] as const;

/** The user as the API returns it (spec section 3). */
export const userSchema = z.object({
  _id: z.string(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  role: roleSchema,
  lang: languageSchema,
  subscription: z.object({ plan_name: planSchema }),
  freeze: z.boolean(),
  banned: z.boolean(),
  blockReason: z.string().nullable(),
  impersonate: z.boolean(),
  twofactorEnabled: z.boolean(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const loginResultSchema = z.union([
  z.object({ twofactor: z.literal(true) }),
  z.object({ twofactor: z.literal(false), user: userSchema }),
]);

export const accountSettingsSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  pendingEmail: z.string().nullable(),
  phoneCode: z.string(),
  phoneNumber: z.string(),
  contactMethod: z.enum(contactMethods),
  emailNotifications: z.boolean(),
  marketingEmails: z.boolean(),
  hasPassword: z.boolean(),
});
export type AccountSettings = z.infer<typeof accountSettingsSchema>;

export const updateProfileSchema = z.object({
  firstName: z.string().trim().max(100, { error: v.maxLength }),
  lastName: z.string().trim().max(100, { error: v.maxLength }),
  phoneCode: z
    .string()
    .trim()
    .regex(/^(\+\d{1,4})?$/, { error: v.pattern }),
  phoneNumber: z
    .string()
    .trim()
    .regex(/^[\d\s-]{0,20}$/, { error: v.pattern }),
  contactMethod: z.enum(contactMethods),
  lang: languageSchema.optional(),
});

const twofactorCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, { error: v.twofactorCode });

/**
 * Proof that the account's owner is at the keyboard, not just someone holding a session:
 * the current password, or, for an account without one, a current two-factor code. (An
 * account with neither must have signed in within the last 10 minutes; see decision 014.)
 */
export const reauthSchema = z.object({
  currentPassword: z.string().max(200).optional(),
  // Empty is "not given" (forms send their unused field blank); otherwise six digits.
  currentCode: z
    .string()
    .trim()
    .regex(/^(\d{6})?$/, { error: v.twofactorCode })
    .optional(),
});
export type Reauth = z.infer<typeof reauthSchema>;

export const changeEmailSchema = reauthSchema.extend({ email: emailSchema });

export const changePasswordSchema = reauthSchema
  .extend({
    password: passwordSchema,
    confirm: z.string({ error: v.required }).min(1, { error: v.required }),
  })
  .refine(...samePasswords);

export const notificationSettingsSchema = z.object({
  emailNotifications: z.boolean(),
  marketingEmails: z.boolean(),
});

export const activityKinds = [
  'signed_up',
  'signed_in',
  'signed_in_social',
  'signed_out',
  'sign_in_failed',
  'password_changed',
  'password_reset',
  'email_verified',
  'email_change_requested',
  'email_changed',
  'email_change_reverted',
  'recovery_codes_regenerated',
  'profile_updated',
  'notifications_updated',
  'twofactor_enabled',
  'twofactor_disabled',
  'recovery_code_used',
  'sessions_revoked',
  'impersonated',
  'blocked',
  'unblocked',
  'plan_changed',
  'api_token_created',
  'api_token_revoked',
] as const;

export const activitySchema = z.object({
  id: z.string(),
  kind: z.enum(activityKinds),
  /** An administrator did it (also while impersonating); IP and device are then not shown. */
  byStaff: z.boolean(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
});

export const pageQuerySchema = z.object({
  cursor: z.string().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const activityPageSchema = z.object({
  items: z.array(activitySchema),
  nextCursor: z.string().nullable(),
});

export const sessionSchema = z.object({
  id: z.string(),
  current: z.boolean(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
});

export const twofactorSetupSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  /** A PNG QR code as a data: URL. */
  qrCode: z.string(),
});

/** Setting up two-factor (a new secret) needs the same proof as every credential change. */
export const twofactorSetupRequestSchema = reauthSchema;

/** `code` is made from the new secret; the proof is asked again so the pair cannot be split. */
export const twofactorEnableSchema = reauthSchema.extend({ code: twofactorCodeSchema });

/** New recovery codes (the old ones stop working). */
export const recoveryCodesRequestSchema = reauthSchema;

export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

/** A current code, and the current password when the account has one. */
export const twofactorDisableSchema = z.object({
  currentPassword: z.string().max(200).optional(),
  code: twofactorCodeSchema,
});

export const revertEmailSchema = z.object({ token: z.string().min(1).max(200) });

/** After a revert: a fresh reset link's token, so the owner sets a new password at once. */
export const revertEmailResultSchema = z.object({ email: z.string(), resetToken: z.string() });
