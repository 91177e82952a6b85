import {
  faqInputSchema,
  testimonialInputSchema,
  type Faq,
  type FaqInput,
  type SiteContent,
  type SitePage,
  type Testimonial,
  type TestimonialInput,
} from '@soundpost/contracts/site-content';
import type { Language } from '@soundpost/contracts/locales';
import type { AppContext } from '../../lib/context.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/uuid.ts';
import { defaultFaqs, defaultTestimonials } from './site-content-defaults.ts';
import * as repo from './site-content.repository.ts';
import type { SiteEntryKind, SiteEntryRow } from './site-content.table.ts';

type Inputs = { faq: FaqInput; testimonial: TestimonialInput };
type Entries = { faq: Faq; testimonial: Testimonial };
const inputSchemas = { faq: faqInputSchema, testimonial: testimonialInputSchema };

/** A row as the admin page sees it: what was written, its pages, id and place. */
const toEntry = <K extends SiteEntryKind>(row: SiteEntryRow) =>
  ({ ...row.fields, pages: row.pages, id: row.id, position: row.position }) as Entries[K];

/** The columns an admin's input sets: the pages apart, the rest as written. */
function columnsOf<K extends SiteEntryKind>(kind: K, raw: Inputs[K], now: Date) {
  const { pages, ...fields } = inputSchemas[kind].parse(raw);
  return { fields, pages, updatedAt: now };
}

/**
 * Each process keeps a page's entries a few seconds (the marketing pages are the site's most
 * visited); a change made through this process clears them at once, another process's shows
 * within `cacheMs`.
 */
const cacheMs = 5_000;
type Cached = { until: number; rows: Promise<SiteEntryRow[]> };
const caches = new WeakMap<AppContext, Map<SitePage, Cached>>();
const cacheOf = (ctx: AppContext) => {
  let cache = caches.get(ctx);
  if (!cache) caches.set(ctx, (cache = new Map()));
  return cache;
};

function pageRows(ctx: AppContext, page: SitePage) {
  const cache = cacheOf(ctx);
  const hit = cache.get(page);
  if (hit && hit.until > performance.now()) return hit.rows;
  const rows = repo.listPageEntries(ctx.db, page);
  cache.set(page, { until: performance.now() + cacheMs, rows });
  rows.catch(() => cache.delete(page));
  return rows;
}

/** GET /v1/site/content: one page's questions and testimonials in one language. */
export async function siteContent(
  ctx: AppContext,
  page: SitePage,
  lang: Language,
): Promise<SiteContent> {
  const rows = await pageRows(ctx, page);
  const faqs = rows.filter((r) => r.kind === 'faq').map((r) => toEntry<'faq'>(r));
  const testimonials = rows
    .filter((r) => r.kind === 'testimonial')
    .map((r) => toEntry<'testimonial'>(r));
  return {
    faqs: faqs.map((f) => ({ id: f.id, question: f.question[lang], answer: f.answer[lang] })),
    testimonials: testimonials.map((t) => ({
      id: t.id,
      quote: t.quote[lang],
      name: t.name,
      role: t.role[lang],
    })),
  };
}

export async function listAll(ctx: AppContext) {
  const [faqs, testimonials] = await Promise.all([
    repo.listEntries(ctx.db, 'faq'),
    repo.listEntries(ctx.db, 'testimonial'),
  ]);
  return {
    faqs: faqs.map((r) => toEntry<'faq'>(r)),
    testimonials: testimonials.map((r) => toEntry<'testimonial'>(r)),
  };
}

const changed = <T>(ctx: AppContext, result: T) => {
  cacheOf(ctx).clear();
  return result;
};

export async function createEntry<K extends SiteEntryKind>(
  ctx: AppContext,
  kind: K,
  input: Inputs[K],
) {
  const [row] = await repo.appendEntries(ctx.db, kind, [columnsOf(kind, input, ctx.clock.now())]);
  return changed(ctx, toEntry<K>(row!));
}

export async function updateEntry<K extends SiteEntryKind>(
  ctx: AppContext,
  kind: K,
  id: string,
  input: Inputs[K],
) {
  const columns = columnsOf(kind, input, ctx.clock.now());
  const row = isUuid(id) ? await repo.updateEntry(ctx.db, kind, id, columns) : undefined;
  if (!row) throw notFound();
  return changed(ctx, toEntry<K>(row));
}

export async function deleteEntry(ctx: AppContext, kind: SiteEntryKind, id: string) {
  if (!isUuid(id) || !(await repo.deleteEntry(ctx.db, kind, id))) throw notFound();
  return changed(ctx, { ok: true as const });
}

/** Puts a kind's entries in the order given, which must name each of them exactly once. */
export async function reorderEntries(ctx: AppContext, kind: SiteEntryKind, ids: string[]) {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const current = (await repo.listEntries(tx, kind)).map((r) => r.id);
    const given = new Set(ids);
    if (
      given.size !== ids.length ||
      ids.length !== current.length ||
      current.some((id) => !given.has(id))
    ) {
      throw new AppError('site_order_mismatch');
    }
    for (const [position, id] of ids.entries()) await repo.setPosition(tx, id, position, now);
  });
  return changed(ctx, await listAll(ctx));
}

/** The first start writes the defaults (site-content-defaults.ts), once: deleted ones stay deleted. */
export async function seedSiteContent(ctx: AppContext) {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.markSeeded(tx))) return;
    await repo.appendEntries(
      tx,
      'faq',
      defaultFaqs.map((f) => columnsOf('faq', f, now)),
    );
    await repo.appendEntries(
      tx,
      'testimonial',
      defaultTestimonials.map((t) => columnsOf('testimonial', t, now)),
    );
  });
}
