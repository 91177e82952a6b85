import { sql } from 'drizzle-orm';
import {
  check,
  date,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { QuotaTool } from '@soundpost/contracts/tool-quotas';
import { plans } from '@soundpost/contracts/users';
import { users } from '../users/users.table.ts';

/**
 * Each plan's monthly allowance of each creator tool (decision 047): data an admin changes
 * without a deploy. The tool is a key, so a new tool needs rows, not a column. A null
 * allowance is unlimited. No foreign key on `updated_by`, so the row outlives that admin.
 */
export const toolQuotas = pgTable(
  'tool_quotas',
  {
    plan: text('plan', { enum: plans }).notNull(),
    tool: text('tool').$type<QuotaTool>().notNull(),
    monthlyAllowance: integer('monthly_allowance'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    updatedBy: uuid('updated_by'),
  },
  (t) => [
    primaryKey({ columns: [t.plan, t.tool] }),
    check('tool_quotas_allowance_not_negative', sql`${t.monthlyAllowance} >= 0`),
  ],
);

/**
 * What each user used of each tool in a calendar month (UTC): one counter row, taken by a
 * conditional upsert so concurrent requests can never pass the allowance.
 */
export const toolUsage = pgTable(
  'tool_usage',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tool: text('tool').$type<QuotaTool>().notNull(),
    /** The month's first day. */
    month: date('month', { mode: 'string' }).notNull(),
    used: integer('used').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.tool, t.month] }),
    check('tool_usage_used_not_negative', sql`${t.used} >= 0`),
  ],
);

export type ToolQuotaRow = typeof toolQuotas.$inferSelect;
