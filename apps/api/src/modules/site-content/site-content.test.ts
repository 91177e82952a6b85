import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedSiteContent } from './site-content.service.ts';
import { marketingStructuredData } from './structured-data.ts';
import { createTestApp, request, type TestApp } from '../../test/app.ts';
import { createUser, freshIp, signIn } from '../../test/factories.ts';

let t: TestApp;
let admin: ReturnType<typeof request>;
const visitor = () => request(t.app);

beforeAll(async () => {
  t = await createTestApp({ WORKERS: 'off' });
  admin = request(t.app, await signIn(t, await createUser(t, { role: 'admin' })));
});
afterAll(() => t.close());

const texts = (word: string) => ({
  en: `${word} en`,
  es: `${word} es`,
  pt: `${word} pt`,
  tr: `${word} tr`,
});
const faq = (word: string, pages = ['free']) => ({
  question: texts(`${word}?`),
  answer: texts(word),
  pages,
});
const testimonial = (name: string, pages = ['monetization']) => ({
  quote: texts(`quote ${name}`),
  name,
  role: texts('Producer'),
  pages,
});

type Content = {
  faqs: { id: string; question: string; answer: string }[];
  testimonials: { id: string; quote: string; name: string; role: string }[];
};
const content = async (page: string, lang: string) => {
  const res = await visitor().get(`/v1/site/content?page=${page}&lang=${lang}`, freshIp());
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Content;
};
type Admin = { faqs: { id: string; position: number }[]; testimonials: { id: string }[] };
const all = async () => (await admin.get('/v1/admin/site/content')).json() as Admin;

describe('site content', () => {
  it('starts with the defaults, written once: deleted ones stay deleted', async () => {
    const landing = await content('landing', 'tr');
    expect(landing.faqs[0]!.question).toBe('Dağıtım gerçekten ücretsiz mi?');
    expect(landing.testimonials.map((x) => x.role)).toContain('Bağımsız sanatçı, Lizbon');
    const before = await all();
    const removed = before.faqs[0]!.id;
    expect((await admin.delete(`/v1/admin/site/faqs/${removed}`)).statusCode).toBe(200);
    await seedSiteContent(t.app.ctx);
    const after = await all();
    expect(after.faqs.map((f) => f.id)).not.toContain(removed);
    expect(after.faqs).toHaveLength(before.faqs.length - 1);
  });

  it('shows an edit in the visitor’s language on the pages chosen, at once', async () => {
    const created = (await admin.post('/v1/admin/site/faqs', faq('Royalties', ['free']))).json();
    expect((await content('free', 'es')).faqs.at(-1)).toEqual({
      id: created.id,
      question: 'Royalties? es',
      answer: 'Royalties es',
    });
    expect((await content('monetization', 'es')).faqs.map((f) => f.id)).not.toContain(created.id);
    const edited = await admin.put(`/v1/admin/site/faqs/${created.id}`, {
      ...faq('Regalías', ['free', 'monetization']),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await content('free', 'es')).faqs.at(-1)!.answer).toBe('Regalías es');
    expect((await content('monetization', 'pt')).faqs.at(-1)!.question).toBe('Regalías? pt');

    const person = await admin.post('/v1/admin/site/testimonials', testimonial('Zoe'));
    expect(person.statusCode, person.body).toBe(201);
    expect((await content('monetization', 'en')).testimonials.at(-1)).toMatchObject({
      name: 'Zoe',
      quote: 'quote Zoe en',
      role: 'Producer en',
    });
  });

  it('gives search engines the questions, prices and testimonials as structured data', async () => {
    await admin.post('/v1/admin/site/faqs', faq('Structured', ['monetization']));
    const script = await marketingStructuredData(
      t.app.ctx,
      '/music-distribution-and-monetization',
      'tr',
    );
    const json = JSON.parse(
      /<script type="application\/ld\+json">(.*)<\/script>/s.exec(script!)![1]!,
    );
    const [service, faqs] = json['@graph'];
    const plans = (await visitor().get('/v1/plans')).json().items as {
      plan: string;
      yearly: { amountMinor: number; currency: string };
    }[];
    expect(service.offers).toEqual(
      plans.map((p) => ({
        '@type': 'Offer',
        name: p.plan,
        price: (p.yearly.amountMinor / 100).toFixed(2),
        priceCurrency: p.yearly.currency,
      })),
    );
    expect(faqs['@type']).toBe('FAQPage');
    expect(faqs.mainEntity.at(-1)).toEqual({
      '@type': 'Question',
      name: 'Structured? tr',
      acceptedAnswer: { '@type': 'Answer', text: 'Structured tr' },
    });
    expect(await marketingStructuredData(t.app.ctx, '/auth/login', 'en')).toBeNull();
  });

  it('reorders a kind only with every entry named once', async () => {
    const ids = (await all()).faqs.map((f) => f.id);
    const reversed = [...ids].reverse();
    const res = await admin.put('/v1/admin/site/faqs/order', { ids: reversed });
    expect(res.statusCode, res.body).toBe(200);
    expect((await all()).faqs.map((f) => f.id)).toEqual(reversed);
    for (const bad of [reversed.slice(1), [...reversed, reversed[0]]]) {
      const refused = await admin.put('/v1/admin/site/faqs/order', { ids: bad });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().code).toBe('site_order_mismatch');
    }
    // a testimonial's id is not a question's
    const testimonials = (await all()).testimonials.map((x) => x.id);
    const mixed = await admin.put('/v1/admin/site/faqs/order', {
      ids: [...reversed.slice(1), testimonials[0]],
    });
    expect(mixed.statusCode).toBe(422);
  });

  it('refuses incomplete languages, unknown pages and other kinds’ ids', async () => {
    const { en: _en, ...noEnglish } = texts('x');
    expect(
      (await admin.post('/v1/admin/site/faqs', { ...faq('x'), answer: noEnglish })).statusCode,
    ).toBe(400);
    expect((await admin.post('/v1/admin/site/faqs', faq('x', ['blog']))).statusCode).toBe(400);
    expect((await admin.post('/v1/admin/site/faqs', faq('x', ['free', 'free']))).statusCode).toBe(
      400,
    );
    expect((await admin.post('/v1/admin/site/faqs', faq('x', []))).statusCode).toBe(400);
    expect((await visitor().get('/v1/site/content?page=blog', freshIp())).statusCode).toBe(400);
    const testimonialId = (await all()).testimonials[0]!.id;
    expect((await admin.put(`/v1/admin/site/faqs/${testimonialId}`, faq('x'))).statusCode).toBe(
      404,
    );
    expect((await admin.delete(`/v1/admin/site/faqs/${testimonialId}`)).statusCode).toBe(404);
    expect((await admin.delete('/v1/admin/site/faqs/not-a-uuid')).statusCode).toBe(404);
    expect(
      (await admin.delete('/v1/admin/site/testimonials/00000000-0000-4000-8000-000000000000'))
        .statusCode,
    ).toBe(404);
  });

  it('is for admins only: visitors, artists, reviewers and blocked admins are refused', async () => {
    const id = (await all()).faqs[0]!.id;
    const artist = request(t.app, await signIn(t, await createUser(t)));
    const reviewer = request(t.app, await signIn(t, await createUser(t, { role: 'reviewer' })));
    const blockedAdmin = await createUser(t, {
      role: 'admin',
      blocked: { kind: 'banned', reason: 'Spam' },
    });
    const blocked = request(t.app, await signIn(t, blockedAdmin));
    for (const [who, status] of [
      [visitor(), 401],
      [artist, 403],
      [reviewer, 403],
      [blocked, 403],
    ] as const) {
      expect((await who.get('/v1/admin/site/content')).statusCode).toBe(status);
      expect((await who.post('/v1/admin/site/faqs', faq('x'))).statusCode).toBe(status);
      expect((await who.put(`/v1/admin/site/faqs/${id}`, faq('x'))).statusCode).toBe(status);
      expect((await who.delete(`/v1/admin/site/faqs/${id}`)).statusCode).toBe(status);
    }
  });

  it('limits how often one address reads', async () => {
    const ip = freshIp();
    let last = 0;
    for (let i = 0; i < 121; i++) {
      last = (await visitor().get('/v1/site/content?page=landing', ip)).statusCode;
    }
    expect(last).toBe(429);
  });
});
