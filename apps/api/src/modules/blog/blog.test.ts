import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, request, type TestApp } from '../../test/app.ts';
import { createUser, signIn } from '../../test/factories.ts';
import { insertArtwork } from '../releases/test/releases-test-kit.ts';

let t: TestApp;
let admin: ReturnType<typeof request>;
let adminId: string;
const visitor = () => request(t.app);

beforeAll(async () => {
  t = await createTestApp({ WORKERS: 'off' });
  t.clock.set(new Date('2026-06-01T10:00:00Z'));
  const user = await createUser(t, { role: 'admin' });
  adminId = user.id;
  admin = request(t.app, await signIn(t, user));
});
afterAll(() => t.close());

let slugs = 0;
async function post(over: object = {}) {
  slugs += 1;
  const res = await admin.post('/v1/admin/blog/posts', {
    title: 'How to pitch a playlist',
    slug: `post-${slugs}`,
    lang: 'en',
    body: '## Start early\n\nPitch **four weeks** before release.',
    tags: ['playlists', 'tips'],
    status: 'published',
    ...over,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; slug: string; live: boolean; publishAt: string | null };
}

describe('the blog', () => {
  it('keeps drafts and scheduled posts away from visitors until their time', async () => {
    const draft = await post({ status: 'draft' });
    const later = await post({ status: 'scheduled', publishAt: '2026-06-02T09:00:00Z' });
    expect([draft.live, later.live]).toEqual([false, false]);
    for (const slug of [draft.slug, later.slug]) {
      expect((await visitor().get(`/blog/${slug}`)).statusCode).toBe(404);
    }
    t.clock.set(new Date('2026-06-02T09:00:01Z'));
    const page = await visitor().get(`/blog/${later.slug}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h2>Start early</h2>');
    expect(page.body).toContain('<strong>four weeks</strong>');
    expect((await visitor().get(`/blog/${draft.slug}`)).statusCode).toBe(404);
    const scheduledWithoutTime = await admin.post('/v1/admin/blog/posts', {
      title: 'Soon',
      slug: 'soon-post',
      lang: 'en',
      body: 'x',
      status: 'scheduled',
    });
    expect(scheduledWithoutTime.statusCode).toBe(400);
  });

  it('lists a language’s posts by tag with pages, similar ones and neighbours', async () => {
    const first = await post({ lang: 'pt', title: 'Primeiro', tags: ['dicas', 'spotify'] });
    t.clock.advance(60_000);
    const second = await post({ lang: 'pt', title: 'Segundo', tags: ['dicas'] });
    t.clock.advance(60_000);
    await post({ lang: 'pt', title: 'Terceiro', tags: ['royalties'] });
    const list = await visitor().get('/blog?lang=pt&tag=dicas');
    expect(list.body).toContain('Posts com a tag #dicas');
    expect(list.body).toContain('Segundo');
    expect(list.body).not.toContain('Terceiro');
    expect(list.body).not.toContain('How to pitch');
    const page = await visitor().get(`/blog/${second.slug}`);
    expect(page.body).toContain('<html lang="pt"');
    expect(page.body).toMatch(/Artigos semelhantes<\/h2>.*Primeiro/s);
    expect(page.body).toMatch(/rel="prev" href="\/blog\/post-\d+">← Anterior: Primeiro/);
    expect(page.body).toMatch(/rel="next" href="\/blog\/post-\d+">Próximo: Terceiro/);
    const canonical = `<link rel="canonical" href="${t.app.ctx.config.appUrl}/blog/${second.slug}">`;
    expect(page.body).toContain(canonical);
    expect(first.live).toBe(true);
  });

  it('makes every unsafe markdown and HTML harmless', async () => {
    const payloads = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(2)>',
      '[click](javascript:alert(3))',
      '<a href="javascript:alert(4)">x</a>',
      '<iframe src="https://evil.example"></iframe>',
      '<svg onload=alert(5)>',
      '<style>body{display:none}</style>',
      '![x](data:text/html;base64,PHNjcmlwdD5hbGVydCg2KTwvc2NyaXB0Pg==)',
      '<details open ontoggle=alert(7)>',
      '<a href="https://ok.example" onclick="alert(8)">fine</a>',
    ];
    const preview = await admin.post('/v1/admin/blog/preview', { body: payloads.join('\n\n') });
    const html = preview.json().html as string;
    expect(html).not.toMatch(
      /<script|onerror|onload|ontoggle|onclick|javascript:|<iframe|<svg|<style|data:text/i,
    );
    expect(html).toContain('<a href="https://ok.example" rel="noopener nofollow ugc">fine</a>');
    const saved = await post({ body: payloads.join('\n\n'), title: 'Payloads' });
    const page = await visitor().get(`/blog/${saved.slug}`);
    expect(page.body).not.toMatch(/<script|onerror|javascript:/i);
  });

  it('serves an Atom feed per language, and a card image for a post with a cover', async () => {
    const preview = await sharp({
      create: { width: 600, height: 600, channels: 3, background: '#334455' },
    })
      .webp()
      .toBuffer();
    await t.app.ctx.storage.put('thumb-600', preview);
    const cover = await insertArtwork(t, adminId);
    const withCover = await post({ lang: 'tr', title: 'Kapaklı yazı', coverUploadId: cover });
    const feed = await visitor().get('/blog/feed/tr');
    expect(feed.headers['content-type']).toMatch(/application\/atom\+xml/);
    expect(feed.body).toContain('<title>Kapaklı yazı</title>');
    expect(feed.body).not.toContain('How to pitch');
    const page = await visitor().get(`/blog/${withCover.slug}`);
    expect(page.body).toContain(
      `<meta property="og:image" content="${t.app.ctx.config.appUrl}/blog/${withCover.slug}/share.jpg">`,
    );
    const card = await visitor().get(`/blog/${withCover.slug}/share.jpg`);
    expect(card.statusCode).toBe(200);
    expect((await sharp(card.rawPayload).metadata()).width).toBe(1200);
  });

  it('is written by administrators only, with a slug of its own and their own cover', async () => {
    const user = await createUser(t);
    const artist = request(t.app, await signIn(t, user));
    expect((await artist.get('/v1/admin/blog/posts')).statusCode).toBe(403);
    expect((await visitor().post('/v1/admin/blog/preview', { body: 'x' })).statusCode).toBe(401);
    const taken = await admin.post('/v1/admin/blog/posts', {
      title: 'Again',
      slug: 'post-1',
      lang: 'en',
      body: 'x',
      status: 'draft',
    });
    expect(taken.json()).toMatchObject({ code: 'blog_slug_taken' });
    const someoneElses = await insertArtwork(t, user.id);
    const res = await admin.post('/v1/admin/blog/posts', {
      title: 'Borrowed',
      slug: 'borrowed',
      lang: 'en',
      body: 'x',
      status: 'draft',
      coverUploadId: someoneElses,
    });
    expect(res.json()).toMatchObject({ code: 'blog_cover_invalid' });
  });
});
