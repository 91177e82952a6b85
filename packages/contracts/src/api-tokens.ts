import { z } from 'zod';
import { tokenScopes } from './analytics.ts';
import { capabilitiesFor } from './capabilities.ts';
import type { Plan } from './users.ts';
import { requiredString, v } from './validation.ts';

/**
 * Personal access tokens (account settings → API, decision 042). A token is this prefix and 43
 * URL-safe characters (256 random bits): the prefix lets secret scanners find a leaked one.
 */
export const apiTokenPrefix = 'sp_pat_';
export const apiTokenPattern = /^sp_pat_[\w-]{43}$/;

/** API access comes with advanced analytics (spec section 6: "advanced real-time with API access"). */
export const planHasApiAccess = (plan: Plan) => capabilitiesFor(plan).analytics === 'advanced';

/** A token always expires, at most a year after it is made; the form offers these spans. */
export const apiTokenMaxDays = 365;
export const apiTokenExpiryChoices = [7, 30, 90, 365] as const;

/** How many live (neither revoked nor expired) tokens an account may hold. */
export const apiTokenMaxLive = 20;

export const apiTokenInputSchema = z.object({
  name: requiredString(100),
  scopes: z
    .array(z.enum(tokenScopes), { error: v.required })
    .min(1, { error: v.required })
    .max(tokenScopes.length)
    .transform((scopes) => [...new Set(scopes)]),
  expiresInDays: z
    .number({ error: v.required })
    .int({ error: v.range })
    .min(1, { error: v.range })
    .max(apiTokenMaxDays, { error: v.range }),
});
export type ApiTokenInput = z.input<typeof apiTokenInputSchema>;

/** A token as the list shows it: never its secret. */
export const apiTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  scopes: z.array(z.enum(tokenScopes)),
  createdAt: z.string(),
  expiresAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

/** The answer to creating a token: the only time its secret is shown. */
export const apiTokenCreatedSchema = apiTokenSchema.extend({ token: z.string() });
export type ApiTokenCreated = z.infer<typeof apiTokenCreatedSchema>;
