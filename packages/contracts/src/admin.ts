import { z } from 'zod';
import { planSchema, roleSchema } from './users.ts';

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

export const adminUserListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  cursor: z.string().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const adminUserPageSchema = z.object({
  items: z.array(adminUserSchema),
  nextCursor: z.string().nullable(),
});

export const setPlanSchema = z.object({ plan: planSchema });

export const blockUserSchema = z.object({
  kind: z.enum(['freeze', 'banned']),
  reason: z.string().trim().min(1, { error: 'required' }).max(500),
});
