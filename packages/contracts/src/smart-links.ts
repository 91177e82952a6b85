import { z } from 'zod';
import { v } from './validation.ts';

/**
 * A smart link's life (spec section 4: active or inactive). `removed` is the artist's delete:
 * the slug stays taken and its page answers 410 Gone, so a shared link says it is gone for good.
 */
export const smartLinkStatuses = ['active', 'inactive', 'removed'] as const;
export type SmartLinkStatus = (typeof smartLinkStatuses)[number];

/**
 * Words a slug may never be: the page's own sub-paths, and names a visitor could take for the
 * platform speaking (decision 050).
 */
export const reservedSmartLinkSlugs = [
  'admin',
  'api',
  'app',
  'artwork',
  'assets',
  'help',
  'login',
  'new',
  'official',
  'settings',
  'share',
  'signin',
  'signup',
  'soundpost',
  'static',
  'support',
  'tools',
  'v1',
  'www',
] as const;

export const smartLinkSlugMin = 3;
export const smartLinkSlugMax = 60;

/** Lower-case letters, digits and single hyphens inside: `night-drive`, `nova-2026`. */
export const smartLinkSlugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(smartLinkSlugMin, { error: v.minLength })
  .max(smartLinkSlugMax, { error: v.maxLength })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: v.pattern })
  .refine((s) => !(reservedSmartLinkSlugs as readonly string[]).includes(s), {
    error: v.reservedWord,
  });

/** The looks a PRO plan may choose for its public page (spec section 6). */
export const smartLinkButtonStyles = ['filled', 'outline', 'pill'] as const;
export const smartLinkBackgrounds = ['plain', 'artwork'] as const;

/** A colour as `#rrggbb`. */
const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: v.pattern });

/** PRO customisation of the public page; null on other plans (and until chosen). */
export const smartLinkThemeSchema = z.object({
  accent: hexColour,
  background: z.enum(smartLinkBackgrounds),
  buttonStyle: z.enum(smartLinkButtonStyles),
});
export type SmartLinkTheme = z.infer<typeof smartLinkThemeSchema>;

/** One store's button: shown or not, in the list's order. */
export const smartLinkStoreSchema = z.object({
  storeId: z.string().max(60),
  enabled: z.boolean(),
});

/** POST /v1/smart-links: another link to one of the artist's approved releases. */
export const smartLinkCreateSchema = z.object({
  releaseId: z.string().max(100),
  slug: smartLinkSlugSchema.optional(),
});
export type SmartLinkCreate = z.input<typeof smartLinkCreateSchema>;

/** PATCH /v1/smart-links/{id}: any of slug, status, the stores' order and toggles, the look. */
export const smartLinkUpdateSchema = z.object({
  slug: smartLinkSlugSchema.optional(),
  status: z.enum(['active', 'inactive']).optional(),
  /** Every store of the link once, in the order the buttons show. */
  stores: z.array(smartLinkStoreSchema).max(300).optional(),
  /** PRO only; null goes back to the default look. */
  theme: smartLinkThemeSchema.nullable().optional(),
});
export type SmartLinkUpdate = z.input<typeof smartLinkUpdateSchema>;

export const smartLinkSchema = z.object({
  id: z.string(),
  releaseId: z.string(),
  releaseTitle: z.string(),
  artistName: z.string(),
  slug: z.string(),
  /** The public page's address. */
  url: z.string(),
  status: z.enum(smartLinkStatuses),
  /** The link made for the release when it was approved (the artist's others are not). */
  isDefault: z.boolean(),
  /** Visitors of the page and clicks on its buttons, each counted once a visitor a day. */
  views: z.number().int(),
  clicks: z.number().int(),
  createdAt: z.string(),
});
export type SmartLink = z.infer<typeof smartLinkSchema>;

export const smartLinkDetailSchema = smartLinkSchema.extend({
  stores: z.array(
    smartLinkStoreSchema.extend({
      name: z.string(),
      /** Where the button goes: the store's real address, else its search by UPC; null: none. */
      target: z.string().nullable(),
    }),
  ),
  theme: smartLinkThemeSchema.nullable(),
  /** Whether the owner's plan allows the look and the analytics (spec section 6). */
  canCustomise: z.boolean(),
});
export type SmartLinkDetail = z.infer<typeof smartLinkDetailSchema>;

export const smartLinkListSchema = z.object({ items: z.array(smartLinkSchema) });

/** GET /v1/smart-links/{id}/analytics: days, at most a year back. */
export const smartLinkAnalyticsQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(366).default(30),
});

const countRow = z.object({ key: z.string(), views: z.number().int(), clicks: z.number().int() });

export const smartLinkAnalyticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Per day (YYYY-MM-DD), oldest first, days without visits included. */
  days: z.array(z.object({ day: z.string(), views: z.number().int(), clicks: z.number().int() })),
  /** Clicks per store id (views are of the page, not of a store). */
  stores: z.array(z.object({ key: z.string(), clicks: z.number().int() })),
  /** ISO country code, or `unknown`. */
  countries: z.array(countRow),
  /** The referring site's host, or `direct`. */
  referrers: z.array(countRow),
});
export type SmartLinkAnalytics = z.infer<typeof smartLinkAnalyticsSchema>;
