import { z } from 'zod';
import { deliverySettingsPatchSchema, deliverySettingsSchema } from './delivery.ts';
import { releaseStatuses, releaseTypes } from './catalog.ts';
import { autoApprovalSettingsPatchSchema, autoApprovalSettingsSchema } from './prereview.ts';
import { payoutSettingsPatchSchema, payoutSettingsSchema } from './payouts.ts';
import { releaseSettingsPatchSchema, releaseSettingsSchema } from './releases.ts';
import { uploadSettingsPatchSchema, uploadSettingsSchema } from './uploads.ts';
import { planSchema, roleSchema } from './users.ts';
import { singleLine, v } from './validation.ts';

export const adminUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  role: roleSchema,
  plan: planSchema,
  freeze: z.boolean(),
  banned: z.boolean(),
  blockReason: z.string().nullable(),
  createdAt: z.string(),
});

/** How many releases an account has (drafts included) and how many of them are live. */
export const releaseCountsSchema = z.object({
  total: z.number().int(),
  live: z.number().int(),
});

/** An account as the admin list and the account page show it: with its release counts. */
export const adminUserOverviewSchema = adminUserSchema.extend({
  releaseCounts: releaseCountsSchema,
});
export type AdminUserOverview = z.infer<typeof adminUserOverviewSchema>;

/** One of an account's releases on its admin page. */
export const adminUserReleaseSchema = z.object({
  id: z.string(),
  title: z.string().nullable(),
  status: z.enum(releaseStatuses),
  releaseType: z.enum(releaseTypes),
  referenceId: z.string().nullable(),
  releaseDate: z.string().nullable(),
  submittedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminUserRelease = z.infer<typeof adminUserReleaseSchema>;

/** How many of an account's releases its admin page lists (newest first). */
export const adminUserReleasesShown = 100;

/** GET /v1/admin/users/:id: the account and its newest releases. */
export const adminUserDetailSchema = z.object({
  user: adminUserOverviewSchema,
  releases: z.array(adminUserReleaseSchema),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

export const adminUserListQuerySchema = z.object({
  q: z.string().trim().max(100).refine(singleLine, { error: v.singleLine }).optional(),
  cursor: z.string().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const adminUserPageSchema = z.object({
  items: z.array(adminUserOverviewSchema),
  nextCursor: z.string().nullable(),
});

export const setPlanSchema = z.object({ plan: planSchema });

export const blockUserSchema = z.object({
  kind: z.enum(['freeze', 'banned']),
  reason: z.string().trim().min(1, { error: 'required' }).max(500),
});

/** Everything GET/PATCH /v1/admin/settings covers: release settings, upload limits, DDEX identity. */
export const platformSettingsSchema = releaseSettingsSchema
  .extend(uploadSettingsSchema.shape)
  .extend(deliverySettingsSchema.shape)
  .extend(autoApprovalSettingsSchema.shape)
  .extend(payoutSettingsSchema.shape);
export type PlatformSettings = z.infer<typeof platformSettingsSchema>;
export const platformSettingsPatchSchema = releaseSettingsPatchSchema
  .extend(uploadSettingsPatchSchema.shape)
  .extend(deliverySettingsPatchSchema.shape)
  .extend(autoApprovalSettingsPatchSchema.shape)
  .extend(payoutSettingsPatchSchema.shape);
