import { z } from 'zod';
import { languageSchema } from './locales.ts';

/**
 * A post's state as an admin sets it (decision 059). A scheduled post goes public by itself at
 * `publishAt`: visitors see a post that is not a draft and whose `publishAt` has passed.
 */
export const blogPostStatuses = ['draft', 'scheduled', 'published'] as const;
export type BlogPostStatus = (typeof blogPostStatuses)[number];

export const blogSlugSchema = z
  .string()
  .trim()
  .min(3)
  .max(80)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: 'lowercase letters, digits and single hyphens' })
  // /blog/feed/{lang} is the feed
  .refine((slug) => slug !== 'feed');

const tagSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(2)
  .max(30)
  .regex(/^[\p{L}\p{N}]+(?:[ -][\p{L}\p{N}]+)*$/u);

/** What an admin writes. `publishAt` is required for a scheduled post; "published" means now. */
export const blogPostInputSchema = z
  .object({
    title: z.string().trim().min(3).max(140),
    slug: blogSlugSchema,
    lang: languageSchema,
    summary: z.string().trim().max(300).default(''),
    body: z.string().max(100_000),
    tags: z.array(tagSchema).max(10).default([]),
    coverUploadId: z.uuid().nullable().default(null),
    status: z.enum(blogPostStatuses),
    publishAt: z.iso.datetime({ offset: true }).nullable().default(null),
  })
  .refine((p) => p.status !== 'scheduled' || p.publishAt !== null, {
    path: ['publishAt'],
    message: 'required for a scheduled post',
  });
export type BlogPostInput = z.input<typeof blogPostInputSchema>;

export const blogPostSchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  lang: languageSchema,
  summary: z.string(),
  body: z.string(),
  tags: z.array(z.string()),
  coverUploadId: z.string().nullable(),
  status: z.enum(blogPostStatuses),
  publishAt: z.string().nullable(),
  /** Whether visitors see it now (not a draft, and its time has come). */
  live: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

export const blogPostListSchema = z.object({ items: z.array(blogPostSchema) });

export const blogPreviewInputSchema = z.object({ body: z.string().max(100_000) });
export const blogPreviewSchema = z.object({ html: z.string() });
