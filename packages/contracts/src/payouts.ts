import { z } from 'zod';
import { moneySchema } from './royalties.ts';
import { emailSchema, v } from './validation.ts';

/**
 * How an artist is paid (spec sections 3 and 4): `paypal`, the payout network, to an e-mail
 * address; `stripe`, the card/bank payout provider (Stripe Connect), to a connected account
 * made for that e-mail address.
 */
export const payoutMethods = ['paypal', 'stripe'] as const;
export type PayoutMethod = (typeof payoutMethods)[number];

/** PUT /v1/account/payout. */
export const payoutAccountInputSchema = z.object({
  method: z.enum(payoutMethods, { error: v.required }),
  email: emailSchema,
});
export type PayoutAccountInput = z.output<typeof payoutAccountInputSchema>;

/** GET/PUT /v1/account/payout: the account and what this instance pays with. */
export const payoutAccountSchema = z.object({
  status: z.enum(['not_configured', 'configured']),
  method: z.enum(payoutMethods).nullable(),
  email: z.string().nullable(),
  /** True when the instance's payouts are simulated (no money moves). */
  sandbox: z.boolean(),
  /** The methods this instance can pay with. */
  methods: z.array(z.enum(payoutMethods)),
  /** The smallest withdrawal, in USD (an administrator's setting). */
  minimumWithdrawal: moneySchema,
});
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;

/** A withdrawal is asked in dollars and cents: what payout providers pay. */
export const withdrawalAmountSchema = z
  .string({ error: v.required })
  .trim()
  .regex(/^\d{1,9}(\.\d{1,2})?$/, { error: v.pattern });

/** POST /v1/royalties/withdrawals (with an `Idempotency-Key` header). */
export const withdrawalRequestSchema = z.object({ amount: withdrawalAmountSchema });

export const withdrawalStatuses = ['requested', 'sending', 'paid', 'failed', 'rejected'] as const;
export type WithdrawalStatus = (typeof withdrawalStatuses)[number];

export const withdrawalSchema = z.object({
  id: z.string(),
  amount: moneySchema,
  status: z.enum(withdrawalStatuses),
  method: z.enum(payoutMethods),
  /** Why a payout failed or was rejected (the provider's words or the administrator's). */
  reason: z.string().nullable(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

export const withdrawalPageSchema = z.object({
  items: z.array(withdrawalSchema),
  nextCursor: z.string().nullable(),
});

export const adminWithdrawalSchema = withdrawalSchema.extend({
  user: z.object({ id: z.string(), username: z.string() }),
  email: z.string(),
});
export const adminWithdrawalPageSchema = z.object({
  items: z.array(adminWithdrawalSchema),
  nextCursor: z.string().nullable(),
});
export const adminWithdrawalQuerySchema = z.object({
  status: z.enum(withdrawalStatuses).optional(),
  cursor: z.string().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export const rejectWithdrawalSchema = z.object({
  reason: z.string().trim().min(1, { error: v.required }).max(500, { error: v.maxLength }),
});

/** The administrator's payout settings (part of GET/PATCH /v1/admin/settings). */
export const payoutSettingsFields = {
  /** Whole US dollars. */
  payoutMinimumUsd: z
    .number({ error: v.range })
    .int({ error: v.range })
    .min(1, { error: v.range })
    .max(100_000, { error: v.range }),
  /** Every withdrawal waits for an administrator, even where the provider could pay at once. */
  payoutManualApproval: z.boolean(),
};
export const payoutSettingsSchema = z.object({
  payoutMinimumUsd: z.number().int(),
  payoutManualApproval: z.boolean(),
});
export type PayoutSettings = z.infer<typeof payoutSettingsSchema>;
export const payoutSettingsPatchSchema = z.object(payoutSettingsFields).partial();
