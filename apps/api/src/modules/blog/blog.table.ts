import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { blogPostStatuses } from '@soundpost/contracts/blog';
import { languages } from '@soundpost/contracts/locales';
import { uploads } from '../uploads/uploads.table.ts';
import { users } from '../users/users.table.ts';

/** A blog post in one language (decision 059); its slug is its address, `/blog/{slug}`. */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    lang: text('lang', { enum: languages }).notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    /** Markdown; turned into sanitised HTML when shown. */
    body: text('body').notNull(),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    coverUploadId: uuid('cover_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    status: text('status', { enum: blogPostStatuses }).notNull(),
    /** When visitors first see it: set by "published" (now) or "scheduled" (later). */
    publishAt: timestamp('publish_at', { withTimezone: true }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('blog_posts_slug_key').on(t.slug),
    index('blog_posts_lang_publish_idx').on(t.lang, t.publishAt),
  ],
);

export type BlogPostRow = typeof blogPosts.$inferSelect;
