import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capabilitiesFor } from '@soundpost/contracts/capabilities';
import { countryCodes } from '@soundpost/contracts/countries';
import { isStoreAvailable, type Store } from '@soundpost/contracts/stores';
import { createTestApp, request, type TestApp } from '../../test/app.ts';
import { createUser, signIn } from '../../test/factories.ts';
import { storeCatalogue } from './store-catalogue.ts';
import { placeholderPartyId, seedStores } from './stores.service.ts';
import { stores } from './stores.table.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const majors = [
  'spotify',
  'apple-music',
  'itunes',
  'amazon-music',
  'youtube-music',
  'deezer',
  'tidal',
  'tiktok',
  'meta',
  'soundcloud',
];

async function storesFor(plan: 'lite' | 'artist' | 'pro'): Promise<Store[]> {
  const user = await createUser(t, { plan });
  const res = await request(t.app, await signIn(t, user)).get('/v1/stores');
  expect(res.statusCode).toBe(200);
  return res.json().items;
}

describe('the store catalogue', () => {
  it('has unique slugs and unique, schema-valid placeholder party ids', () => {
    const ids = storeCatalogue.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const partyIds = ids.map(placeholderPartyId);
    expect(new Set(partyIds).size).toBe(ids.length);
    for (const partyId of partyIds) expect(partyId).toMatch(/^PADPIDA[a-zA-Z0-9]+$/);
    expect(placeholderPartyId('apple-music')).toBe('PADPIDAXAPPLEMUSIC');
  });

  it('is seeded with placeholders flagged and folder delivery', async () => {
    const [spotify] = await t.db.select().from(stores).where(eq(stores.id, 'spotify'));
    expect(spotify).toMatchObject({
      name: 'Spotify',
      category: 'streaming',
      partyId: 'PADPIDAXSPOTIFY',
      partyIdIsPlaceholder: true,
      transport: 'folder',
      transportSettings: { path: 'spotify' },
      major: true,
      premiumOnly: false,
      enabled: true,
    });
  });

  it('seeding again keeps an operator’s settings and restores the catalogue’s facts', async () => {
    const operatorChanges = {
      name: 'Renamed by hand',
      major: false,
      partyId: 'PADPIDA2011072101T',
      partyIdIsPlaceholder: false,
      transport: 'sftp' as const,
      transportSettings: { host: 'sftp.example.com', port: 22, path: '/incoming' },
    };
    await t.db.update(stores).set(operatorChanges).where(eq(stores.id, 'deezer'));
    await t.db.update(stores).set({ enabled: false }).where(eq(stores.id, 'qobuz'));
    // A service that has shut down stays off even if someone switched it on.
    await t.db.update(stores).set({ enabled: true }).where(eq(stores.id, 'xiami'));
    const [before] = await t.db.select().from(stores).where(eq(stores.id, 'tidal'));

    await seedStores(t.db);
    await seedStores(t.db);

    const rows = await t.db.select().from(stores);
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(rows).toHaveLength(storeCatalogue.length);
    expect(byId.get('deezer')).toMatchObject({
      ...operatorChanges,
      name: 'Deezer',
      major: true,
    });
    expect(byId.get('qobuz')?.enabled).toBe(false);
    expect(byId.get('xiami')?.enabled).toBe(false);
    // Unchanged rows are not rewritten.
    expect(byId.get('tidal')?.updatedAt).toEqual(before!.updatedAt);

    await t.db.update(stores).set({ enabled: true }).where(eq(stores.id, 'qobuz'));
  });
});

describe('GET /v1/stores', () => {
  it('lists 150+ enabled stores, majors first and flagged, without delivery details', async () => {
    const items = await storesFor('lite');
    expect(items.length).toBeGreaterThanOrEqual(150);
    expect(Object.keys(items[0]!).sort()).toEqual(
      ['availableOnPlan', 'category', 'id', 'major', 'name', 'premiumOnly'].sort(),
    );
    const byId = new Map(items.map((s) => [s.id, s]));
    for (const id of majors)
      expect(byId.get(id)).toMatchObject({ major: true, premiumOnly: false });
    expect(byId.get('beatport')).toMatchObject({ major: false, premiumOnly: true });
    for (const closed of ['xiami', 'simfy-africa', 'resso']) expect(byId.has(closed)).toBe(false);
    const firstOther = items.findIndex((s) => !s.major);
    expect(items.slice(firstOther).every((s) => !s.major)).toBe(true);
    const categories = new Set(items.map((s) => s.category));
    expect([...categories].sort()).toEqual([
      'download',
      'fingerprinting',
      'fitness',
      'radio',
      'social',
      'streaming',
    ]);
  });

  it('gives the free plan the majors only and paid plans every store', async () => {
    const lite = await storesFor('lite');
    const pro = await storesFor('pro');
    const artist = await storesFor('artist');
    expect(
      lite
        .filter((s) => s.availableOnPlan)
        .map((s) => s.id)
        .sort(),
    ).toEqual(
      lite
        .filter((s) => s.major)
        .map((s) => s.id)
        .sort(),
    );
    expect(lite.filter((s) => !s.availableOnPlan).length).toBeGreaterThan(100);
    expect(pro.every((s) => s.availableOnPlan)).toBe(true);
    expect(artist.every((s) => s.availableOnPlan)).toBe(true);
    expect(pro.map((s) => s.id)).toEqual(lite.map((s) => s.id));
  });

  it('answers 401 when signed out', async () => {
    expect((await request(t.app).get('/v1/stores')).statusCode).toBe(401);
  });
});

describe('isStoreAvailable', () => {
  it('lets a major store be taken out of the free plan with premiumOnly', () => {
    const lite = capabilitiesFor('lite');
    expect(isStoreAvailable({ major: true, premiumOnly: false }, lite)).toBe(true);
    expect(isStoreAvailable({ major: true, premiumOnly: true }, lite)).toBe(false);
    expect(isStoreAvailable({ major: false, premiumOnly: false }, lite)).toBe(false);
    expect(isStoreAvailable({ major: false, premiumOnly: true }, capabilitiesFor('artist'))).toBe(
      true,
    );
  });
});

describe('GET /v1/territories', () => {
  const territories = async (query = '', headers?: Record<string, string>, cookie?: string) => {
    const res = await request(t.app, cookie).get(`/v1/territories${query}`, headers);
    expect(res.statusCode).toBe(200);
    const items: { code: string; name: string }[] = res.json().items;
    return { items, name: (code: string) => items.find((i) => i.code === code)?.name };
  };

  it('is public and lists every ISO 3166 territory (180+), sorted by name', async () => {
    const { items, name } = await territories();
    expect(items.length).toBeGreaterThanOrEqual(180);
    expect(items.map((i) => i.code).sort()).toEqual([...countryCodes].sort());
    expect(name('DE')).toBe('Germany');
    const names = items.map((i) => i.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('en').compare));
  });

  it('names them in the request language', async () => {
    expect((await territories('?lang=es')).name('DE')).toBe('Alemania');
    expect((await territories('?lang=pt')).name('DE')).toBe('Alemanha');
    expect((await territories('?lang=tr')).name('DE')).toBe('Almanya');
    expect((await territories('', { 'accept-language': 'es-MX,es;q=0.9' })).name('DE')).toBe(
      'Alemania',
    );
    const user = await createUser(t, { lang: 'tr' });
    const signedIn = await territories('', {}, await signIn(t, user));
    expect(signedIn.name('DE')).toBe('Almanya');
    expect((await territories('?lang=xx')).name('DE')).toBe('Germany');
  });
});
