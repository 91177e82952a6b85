import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, request, type TestApp } from '../../test/app.ts';
import { hasOperatorLegalText } from './legal.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const legal = (path: string) => request(t.app).get(`/v1/legal/${path}`);

describe('GET /v1/legal/:page', () => {
  it('gives anyone the built-in text of each page in four languages', async () => {
    for (const page of ['terms', 'privacy', 'cookies']) {
      for (const lang of ['en', 'es', 'pt', 'tr']) {
        const res = await legal(`${page}?lang=${lang}`);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ page, lang, source: 'default' });
        expect(res.json().markdown).toMatch(/^# \S/);
      }
    }
    expect((await legal('privacy?lang=pt')).json().markdown).toContain('# Política de privacidade');
  });

  it("serves the operator's Markdown under DATA_DIR/legal, else their English one", async () => {
    const dir = join(t.config.dataDir, 'legal');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'terms.es.md'), '# Términos de Label SA\n');
    writeFileSync(join(dir, 'terms.en.md'), '# Terms of Label Ltd\n');
    expect((await legal('terms?lang=es')).json()).toMatchObject({
      markdown: '# Términos de Label SA\n',
      source: 'operator',
    });
    expect((await legal('terms?lang=tr')).json()).toMatchObject({
      lang: 'tr',
      markdown: '# Terms of Label Ltd\n',
      source: 'operator',
    });
    // The other pages keep their defaults.
    expect((await legal('cookies?lang=es')).json().source).toBe('default');
    // Their prerendered pages (the defaults) give way to the app shell where the text is theirs.
    expect(hasOperatorLegalText(t.config.dataDir, '/terms-and-conditions', 'es')).toBe(true);
    expect(hasOperatorLegalText(t.config.dataDir, '/terms-and-conditions', 'tr')).toBe(true);
    expect(hasOperatorLegalText(t.config.dataDir, '/cookie-policy', 'es')).toBe(false);
    expect(hasOperatorLegalText(t.config.dataDir, '/auth/login', 'en')).toBe(false);
  });

  it('refuses an unknown page or language, and paths out of the folder', async () => {
    expect((await legal('imprint')).statusCode).toBe(400);
    expect((await legal('terms?lang=de')).statusCode).toBe(400);
    expect((await legal('..%2F..%2Fsecret')).statusCode).toBe(400);
  });
});
