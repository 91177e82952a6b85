import { z } from 'zod';

/** The streaming services a listener can pre-save with; e-mail is the alternative (decision 054). */
export const presaveServices = ['spotify', 'email'] as const;
export type PresaveService = (typeof presaveServices)[number];

/**
 * A campaign's life: `scheduled` until the release day, `released` once the release-day job has
 * run, `removed` when the stores took the release down (its page answers 410).
 */
export const presaveCampaignStatuses = ['scheduled', 'released', 'removed'] as const;
export type PresaveCampaignStatus = (typeof presaveCampaignStatuses)[number];

/** One campaign as the artist's list shows it (spec section 3, "Pre-save campaign"). */
export const presaveCampaignSchema = z.object({
  id: z.uuid(),
  releaseId: z.uuid(),
  releaseTitle: z.string(),
  artistName: z.string(),
  upc: z.string().nullable(),
  /** The day the release goes out (its live date, else its release date). */
  releaseDate: z.string().nullable(),
  /** The day the public page opens. */
  startsOn: z.string().nullable(),
  status: z.enum(presaveCampaignStatuses),
  /** The public page, `/release/{key}`. */
  url: z.url(),
  /** The release's smart link, when it has one on. */
  smartLinkUrl: z.url().nullable(),
  /** Confirmed subscribers of every service. */
  subscribers: z.number().int(),
});
export type PresaveCampaign = z.infer<typeof presaveCampaignSchema>;

export const presaveCampaignListSchema = z.object({ items: z.array(presaveCampaignSchema) });

/** A subscriber as the artist sees one: no name, address or account, only these figures. */
export const presaveSubscriberSchema = z.object({
  service: z.enum(presaveServices),
  /** ISO 3166 alpha-2 from the service's profile, or null (e-mail subscribers). */
  country: z.string().nullable(),
  followers: z.number().int().nullable(),
  subscribedAt: z.iso.datetime(),
  /** On the release day: saved to their library, or e-mailed; `failed` when the grant was revoked. */
  delivery: z.enum(['pending', 'done', 'failed']),
});
export type PresaveSubscriber = z.infer<typeof presaveSubscriberSchema>;

export const presaveCampaignDetailSchema = presaveCampaignSchema.extend({
  subscriberList: z.array(presaveSubscriberSchema),
  /** Confirmed subscribers per day, from the first subscription to today (the chart). */
  perDay: z.array(z.object({ day: z.string(), subscribers: z.number().int() })),
});
export type PresaveCampaignDetail = z.infer<typeof presaveCampaignDetailSchema>;

/** The public page's e-mail form (form-encoded, works without script). */
export const presaveEmailFormSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email()).pipe(z.string().max(254)),
});
