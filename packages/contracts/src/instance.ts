import { z } from 'zod';

/**
 * The third-party tools the operator turned on (decision 056), each null when off: a
 * self-hosted Chatwoot's support chat and a self-hosted PostHog's analytics and session
 * recording. The web app loads one only once the visitor consents to it.
 */
export const integrationsSchema = z.object({
  chatwoot: z.object({ url: z.string(), websiteToken: z.string() }).nullable(),
  posthog: z.object({ url: z.string(), key: z.string() }).nullable(),
});
export type Integrations = z.infer<typeof integrationsSchema>;

/** The networks the footer can link (SOCIAL_LINKS, decision 060), each with its own icon. */
export const socialNetworks = [
  'instagram',
  'x',
  'facebook',
  'youtube',
  'tiktok',
  'soundcloud',
  'bandcamp',
  'bluesky',
  'mastodon',
] as const;
export const socialNetworkSchema = z.enum(socialNetworks);
export type SocialNetwork = z.infer<typeof socialNetworkSchema>;
export const socialLinkSchema = z.object({ network: socialNetworkSchema, url: z.string() });
export type SocialLink = z.infer<typeof socialLinkSchema>;

/** What an operator set up for this Soundpost, read by the web app at run time. */
export const instanceSchema = z.object({
  supportEmail: z.string(),
  helpCenterUrl: z.string().nullable(),
  /** The product's own accounts, linked from the footer in this order. */
  socialLinks: z.array(socialLinkSchema),
  integrations: integrationsSchema,
});
export type Instance = z.infer<typeof instanceSchema>;

/**
 * Who the signed-in user is to the tools: their id, name and e-mail, and for Chatwoot the
 * HMAC-SHA256 of the id under the inbox's token, so nobody can chat as someone else.
 */
export const integrationIdentitySchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  chatwootHash: z.string().nullable(),
});
export type IntegrationIdentity = z.infer<typeof integrationIdentitySchema>;
