import type { BlogPost, BlogPostInput } from '@soundpost/contracts/blog';
import { blogPostInputSchema } from '@soundpost/contracts/blog';
import { databaseError, uniqueViolation } from '../../db/database-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { Actor } from '../../plugins/types.ts';
import { findUploadsByOwner } from '../uploads/index.ts';
import { markdownToHtml } from './blog-markdown.ts';
import * as repo from './blog.repository.ts';
import type { BlogPostRow } from './blog.table.ts';

export function toBlogPost(row: BlogPostRow, now: Date): BlogPost {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    lang: row.lang,
    summary: row.summary,
    body: row.body,
    tags: row.tags,
    coverUploadId: row.coverUploadId,
    status: row.status,
    publishAt: row.publishAt?.toISOString() ?? null,
    live: row.status !== 'draft' && row.publishAt !== null && row.publishAt <= now,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The columns an input sets. "Published" without a time means now; publishing again keeps the
 * first publication time (the feed and the neighbours read it). The cover must be an artwork
 * the admin uploaded and the pipeline finished.
 */
async function columnsOf(ctx: AppContext, actor: Actor, raw: BlogPostInput, before?: BlogPostRow) {
  const input = blogPostInputSchema.parse(raw);
  if (input.coverUploadId) {
    const [cover] = await findUploadsByOwner(ctx.db, actor.user.id, [input.coverUploadId]);
    if (cover?.kind !== 'artwork' || cover.status !== 'complete') {
      throw new AppError('blog_cover_invalid', { fields: { coverUploadId: 'blog_cover_invalid' } });
    }
  }
  const now = ctx.clock.now();
  const publishAt =
    input.status === 'published'
      ? ((before?.status === 'published' ? before.publishAt : null) ?? now)
      : input.publishAt
        ? new Date(input.publishAt)
        : null;
  return { ...input, publishAt, updatedAt: now };
}

const slugTaken = (error: unknown) => {
  if (databaseError(error)?.code === uniqueViolation) {
    throw new AppError('blog_slug_taken', { fields: { slug: 'blog_slug_taken' } });
  }
  throw error;
};

export async function createPost(ctx: AppContext, actor: Actor, input: BlogPostInput) {
  const columns = await columnsOf(ctx, actor, input);
  const row = await repo
    .insertPost(ctx.db, { ...columns, authorId: actor.user.id, createdAt: columns.updatedAt })
    .catch(slugTaken);
  return toBlogPost(row, ctx.clock.now());
}

async function findPost(ctx: AppContext, id: string) {
  const row = isUuid(id) ? await repo.findPostById(ctx.db, id) : undefined;
  if (!row) throw notFound();
  return row;
}

export async function updatePost(ctx: AppContext, actor: Actor, id: string, input: BlogPostInput) {
  const before = await findPost(ctx, id);
  const columns = await columnsOf(ctx, actor, input, before);
  const row = await repo.updatePost(ctx.db, id, columns).catch(slugTaken);
  if (!row) throw notFound();
  return toBlogPost(row, ctx.clock.now());
}

export const getPost = async (ctx: AppContext, id: string) =>
  toBlogPost(await findPost(ctx, id), ctx.clock.now());

export async function deletePost(ctx: AppContext, id: string) {
  await findPost(ctx, id);
  await repo.deletePost(ctx.db, id);
  return { ok: true as const };
}

export async function listPosts(ctx: AppContext) {
  const now = ctx.clock.now();
  return { items: (await repo.listAllPosts(ctx.db)).map((row) => toBlogPost(row, now)) };
}

/** The editor's live preview: the same sanitised HTML the post page shows. */
export const previewPost = (body: string) => ({ html: markdownToHtml(body) });
