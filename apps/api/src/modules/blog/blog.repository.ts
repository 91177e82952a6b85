import { and, asc, desc, eq, gt, lt, lte, ne, sql } from 'drizzle-orm';
import type { Language } from '@soundpost/contracts/locales';
import type { Db } from '../../db/client.ts';
import { blogPosts, type BlogPostRow } from './blog.table.ts';

type NewPost = typeof blogPosts.$inferInsert;

/** Visitors see a post that is not a draft and whose time has come. */
const live = (now: Date) => and(ne(blogPosts.status, 'draft'), lte(blogPosts.publishAt, now));

export const insertPost = async (db: Db, row: NewPost) =>
  (await db.insert(blogPosts).values(row).returning())[0]!;

export const updatePost = async (db: Db, id: string, row: Partial<NewPost>) =>
  (await db.update(blogPosts).set(row).where(eq(blogPosts.id, id)).returning())[0];

export const deletePost = (db: Db, id: string) => db.delete(blogPosts).where(eq(blogPosts.id, id));

export const findPostById = async (db: Db, id: string) =>
  (await db.select().from(blogPosts).where(eq(blogPosts.id, id)))[0];

export const listAllPosts = (db: Db) =>
  db.select().from(blogPosts).orderBy(desc(blogPosts.updatedAt), desc(blogPosts.id));

export const findLivePostBySlug = async (db: Db, slug: string, now: Date) =>
  (
    await db
      .select()
      .from(blogPosts)
      .where(and(eq(blogPosts.slug, slug), live(now)))
  )[0];

/** A page of a language's live posts, newest first, optionally with a tag; and how many in all. */
export async function listLivePosts(
  db: Db,
  opts: { lang: Language; tag?: string; now: Date; offset: number; limit: number },
) {
  const where = and(
    eq(blogPosts.lang, opts.lang),
    live(opts.now),
    opts.tag ? sql`${blogPosts.tags} @> ${JSON.stringify([opts.tag])}::jsonb` : undefined,
  );
  const [items, [count]] = await Promise.all([
    db
      .select()
      .from(blogPosts)
      .where(where)
      .orderBy(desc(blogPosts.publishAt), desc(blogPosts.id))
      .offset(opts.offset)
      .limit(opts.limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(blogPosts)
      .where(where),
  ]);
  return { items, total: count!.n };
}

/** The live posts just before and after `post` in its language, by publication. */
export async function neighbours(db: Db, post: BlogPostRow, now: Date) {
  const at = post.publishAt!;
  const sameLang = and(eq(blogPosts.lang, post.lang), live(now), ne(blogPosts.id, post.id));
  const [previous] = await db
    .select()
    .from(blogPosts)
    .where(and(sameLang, lt(blogPosts.publishAt, at)))
    .orderBy(desc(blogPosts.publishAt))
    .limit(1);
  const [next] = await db
    .select()
    .from(blogPosts)
    .where(and(sameLang, gt(blogPosts.publishAt, at)))
    .orderBy(asc(blogPosts.publishAt))
    .limit(1);
  return { previous, next };
}

/** Up to `limit` live posts in the post's language sharing a tag with it, most shared first. */
export async function similarPosts(db: Db, post: BlogPostRow, now: Date, limit: number) {
  if (post.tags.length === 0) return [];
  const tags = JSON.stringify(post.tags);
  const shared = sql<number>`(select count(*) from jsonb_array_elements_text(${blogPosts.tags}) t
    where t.value in (select jsonb_array_elements_text(${tags}::jsonb)))`;
  return db
    .select()
    .from(blogPosts)
    .where(
      and(
        eq(blogPosts.lang, post.lang),
        live(now),
        ne(blogPosts.id, post.id),
        sql`${blogPosts.tags} ?| array(select jsonb_array_elements_text(${tags}::jsonb))`,
      ),
    )
    .orderBy(desc(shared), desc(blogPosts.publishAt))
    .limit(limit);
}

/** Every live post (for the sitemap): slug, language and last change. */
export const listLiveSlugs = (db: Db, now: Date) =>
  db
    .select({ slug: blogPosts.slug, lang: blogPosts.lang, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(live(now))
    .orderBy(asc(blogPosts.slug));

/** The tags of a language's live posts, most used first. */
export async function liveTags(db: Db, lang: Language, now: Date) {
  const rows = await db
    .select({ tag: sql<string>`t.value`, n: sql<number>`count(*)::int` })
    .from(sql`${blogPosts}, jsonb_array_elements_text(${blogPosts.tags}) t`)
    .where(and(eq(blogPosts.lang, lang), live(now)))
    .groupBy(sql`t.value`)
    .orderBy(sql`count(*) desc`, sql`t.value`)
    .limit(30);
  return rows.map((r) => r.tag);
}
