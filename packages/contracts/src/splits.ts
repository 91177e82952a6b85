import { z } from 'zod';
import { withdrawalAmountSchema } from './payouts.ts';
import { moneySchema } from './royalties.ts';
import { emailSchema, v } from './validation.ts';

/** A split's state; `expired`: pending past its 14 days, `removed`: ended by the owner. */
export const splitStatuses = ['pending', 'accepted', 'declined', 'expired', 'removed'] as const;
export type SplitStatus = (typeof splitStatuses)[number];

/** A share in percent with at most two decimals (a basis point), e.g. 30 or 12.5. */
export const splitPercentSchema = z
  .number({ error: v.required })
  .min(0.01, { error: v.range })
  .max(100, { error: v.range })
  .refine((p) => Math.abs(p * 100 - Math.round(p * 100)) < 1e-6, { error: v.pattern });

/** POST /v1/releases/:id/splits: a collaborator invited to a track's or the release's earnings. */
export const createSplitSchema = z.object({
  email: emailSchema,
  percent: splitPercentSchema,
  /** Absent: the whole release. */
  trackId: z.uuid().optional(),
  /** The collaborator's costs, paid back first (dollars and cents, as a withdrawal). */
  recoupAmount: withdrawalAmountSchema.optional(),
});
export type CreateSplitInput = z.input<typeof createSplitSchema>;

/**
 * PATCH /v1/releases/:id/splits/:splitId: new terms. A pending invitation is sent again with
 * them; an accepted split ends and its collaborator is invited to the new terms.
 * `recoupAmount` "0" removes the recoupment.
 */
export const updateSplitSchema = z
  .object({ percent: splitPercentSchema, recoupAmount: withdrawalAmountSchema })
  .partial()
  .refine((terms) => terms.percent !== undefined || terms.recoupAmount !== undefined, {
    error: v.required,
    path: ['percent'],
  });
export type UpdateSplitInput = z.input<typeof updateSplitSchema>;

/** A split as its release's owner sees it. */
export const splitSchema = z.object({
  id: z.string(),
  releaseId: z.string(),
  track: z.object({ id: z.string(), title: z.string().nullable() }).nullable(),
  email: z.string(),
  collaborator: z.object({ id: z.string(), name: z.string() }).nullable(),
  percent: z.number(),
  recoupAmount: moneySchema,
  /** Derived from the ledger's recoup postings. */
  recouped: moneySchema,
  status: z.enum(splitStatuses),
  invitedAt: z.string(),
  expiresAt: z.string(),
  acceptedAt: z.string().nullable(),
});
export type Split = z.output<typeof splitSchema>;
export const splitListSchema = z.object({ items: z.array(splitSchema) });

/** An invitation as the invited collaborator sees it (by its link's token, or in their list). */
export const splitInvitationSchema = z.object({
  id: z.string(),
  owner: z.object({ name: z.string() }),
  release: z.object({ id: z.string(), title: z.string().nullable() }),
  track: z.object({ id: z.string(), title: z.string().nullable() }).nullable(),
  email: z.string(),
  percent: z.number(),
  recoupAmount: moneySchema,
  status: z.enum(splitStatuses),
  /** When it was sent (again): the version of its terms an answer from the list names. */
  invitedAt: z.string(),
  expiresAt: z.string(),
});
export type SplitInvitation = z.output<typeof splitInvitationSchema>;
export const splitInvitationListSchema = z.object({ items: z.array(splitInvitationSchema) });

export const splitTokenSchema = z.object({ token: z.string().trim().min(1).max(200) });

/** POST /v1/split-invitations/:id/accept|decline: the sending the collaborator read. */
export const answerSplitSchema = z.object({ invitedAt: z.iso.datetime() });
