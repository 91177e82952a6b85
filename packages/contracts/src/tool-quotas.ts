import { z } from 'zod';
import { planSchema } from './users.ts';

/**
 * The creator tools that have a monthly allowance per plan (decision 047). A tool is a key of
 * the quota tables, not a column: a new tool is one entry here and its defaults in the
 * tool-quotas module, with no migration.
 */
export const quotaTools = ['cover_art', 'lyrics', 'mastering', 'playlist_pitch'] as const;
export const quotaToolSchema = z.enum(quotaTools);
export type QuotaTool = z.infer<typeof quotaToolSchema>;

/** Uses a month; null is unlimited. */
export const monthlyAllowanceSchema = z.number().int().min(0).max(100_000).nullable();

/** One plan's allowance of one tool. */
export const toolQuotaSchema = z.object({
  plan: planSchema,
  tool: quotaToolSchema,
  monthlyAllowance: monthlyAllowanceSchema,
  updatedAt: z.string(),
  /** The admin who last changed it; null for the seeded default. */
  updatedBy: z.string().nullable(),
});
export type ToolQuota = z.infer<typeof toolQuotaSchema>;

/** GET /v1/admin/tool-quotas: every plan × tool, plans in display order. */
export const toolQuotaListSchema = z.object({ items: z.array(toolQuotaSchema) });
export type ToolQuotaList = z.infer<typeof toolQuotaListSchema>;

export const toolQuotaParamsSchema = z.object({ plan: planSchema, tool: quotaToolSchema });

/** PUT /v1/admin/tool-quotas/:plan/:tool: the new monthly allowance (null: unlimited). */
export const toolQuotaInputSchema = z.object({ monthlyAllowance: monthlyAllowanceSchema });

/** What a user has of a tool this month (UTC): limit null is unlimited. */
export const toolAllowanceSchema = z.object({
  tool: quotaToolSchema,
  used: z.number().int(),
  limit: z.number().int().nullable(),
  /** When the next month's allowance starts (ISO). */
  resetsAt: z.string(),
});
export type ToolAllowance = z.infer<typeof toolAllowanceSchema>;

/** GET /v1/tools/allowances: what the user has of each tool with an allowance, this month. */
export const toolAllowanceListSchema = z.object({ items: z.array(toolAllowanceSchema) });
export type ToolAllowanceList = z.infer<typeof toolAllowanceListSchema>;
