import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueArtist, CataloguePage } from '@soundpost/contracts/artist-catalogue';
import { createTestApp, request, type TestApp } from '../../test/app.ts';
import { createUser, freshIp, signIn, uniqueId } from '../../test/factories.ts';
import { artists } from '../artists/artists.table.ts';
import { users } from '../users/users.table.ts';
import * as releasesRepo from '../releases/releases.repository.ts';
import { artistWithLink, visitor } from '../smart-links/test/smart-links-test-kit.ts';
import { listCatalogueLinkSlugs } from './catalogue.repository.ts';
import { catalogueStructuredData } from './structured-data.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Api = ReturnType<typeof request>;

/** An address of its own, so one test's searches never count against another's. */
const address = () => freshIp()['x-forwarded-for'];

/** A signed-in owner and one artist of theirs, with the fields given. */
async function artistOf(api: Api, fields: Record<string, unknown>) {
  const res = await api.post('/v1/artists', {
    type: 'solo',
    mainGenre: 'pop',
    country: 'BR',
    ...fields,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; inCatalogue: boolean };
}

async function owner() {
  const user = await createUser(t);
  return { user, api: request(t.app, await signIn(t, user)) };
}

/** The catalogue as a visitor asks for it, from an address of their own. */
async function catalogue(query: Record<string, string>, ip = address()) {
  const res = await visitor(t, ip).get(`/v1/catalog/artists?${new URLSearchParams(query)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as CataloguePage;
}

const names = (page: CataloguePage) => page.items.map((a) => a.name);

/** Every artist of every page, following `nextCursor`. */
async function allPages(query: Record<string, string>) {
  const seen: CatalogueArtist[] = [];
  let cursor: string | null = null;
  do {
    const page = await catalogue({ ...query, ...(cursor ? { cursor } : {}) });
    seen.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return seen;
}

describe('opting in', () => {
  it('lists an artist only once their owner switches the catalogue on, and off again', async () => {
    const { api } = await owner();
    const word = `Optin${uniqueId().replace(/[^a-z0-9]/gi, '')}`;
    const artist = await artistOf(api, { name: `${word} Quartet` });
    expect(artist.inCatalogue).toBe(false);
    expect(names(await catalogue({ q: word }))).toEqual([]);

    const on = await api.patch(`/v1/artists/${artist.id}`, { inCatalogue: true });
    expect(on.json().inCatalogue).toBe(true);
    expect(names(await catalogue({ q: word }))).toEqual([`${word} Quartet`]);

    await api.patch(`/v1/artists/${artist.id}`, { inCatalogue: false });
    expect(names(await catalogue({ q: word }))).toEqual([]);
  });

  it('answers 404 to anyone but the owner switching an artist on, and leaves it out', async () => {
    const { api } = await owner();
    const word = `Other${uniqueId().replace(/[^a-z0-9]/gi, '')}`;
    const artist = await artistOf(api, { name: word });
    const stranger = (await owner()).api;
    const res = await stranger.patch(`/v1/artists/${artist.id}`, { inCatalogue: true });
    expect(res.statusCode).toBe(404);
    expect(names(await catalogue({ q: word }))).toEqual([]);
  });

  it('hides the artists of a banned or frozen owner', async () => {
    const word = `Blocked${uniqueId().replace(/[^a-z0-9]/gi, '')}`;
    const { user, api } = await owner();
    await artistOf(api, { name: `${word} One`, inCatalogue: true });
    expect(names(await catalogue({ q: word }))).toHaveLength(1);
    await t.db.update(users).set({ banned: true }).where(eq(users.id, user.id));
    expect(names(await catalogue({ q: word }))).toEqual([]);
    await t.db.update(users).set({ banned: false, freeze: true }).where(eq(users.id, user.id));
    expect(names(await catalogue({ q: word }))).toEqual([]);
  });
});

describe('filters and search', () => {
  it('filters by country and genre and finds names by the beginnings of their words', async () => {
    const { api } = await owner();
    const tag = `Zx${uniqueId().replace(/[^a-z0-9]/gi, '')}`;
    await artistOf(api, {
      name: `${tag} Sol Nascente`,
      country: 'PT',
      mainGenre: 'jazz',
      inCatalogue: true,
    });
    await artistOf(api, {
      name: `${tag} Lua Cheia`,
      country: 'PT',
      mainGenre: 'rock',
      inCatalogue: true,
    });
    await artistOf(api, {
      name: `${tag} Mar Alto`,
      country: 'ES',
      mainGenre: 'jazz',
      inCatalogue: true,
    });

    expect(names(await catalogue({ q: tag, country: 'pt', genre: 'jazz' }))).toEqual([
      `${tag} Sol Nascente`,
    ]);
    expect(names(await catalogue({ q: tag, genre: 'jazz', sort: 'name' }))).toEqual([
      `${tag} Mar Alto`,
      `${tag} Sol Nascente`,
    ]);
    // Any case, a word's beginning, every word required, in any order.
    expect(names(await catalogue({ q: `nasc ${tag.toUpperCase()}` }))).toEqual([
      `${tag} Sol Nascente`,
    ]);
    expect(names(await catalogue({ q: `${tag} cheia mar` }))).toEqual([]);
    // The text-search language's operators are plain characters to a visitor.
    const odd = await catalogue({ q: `${tag} & | ! ( ) :* ' \\ lua` });
    expect(names(odd)).toEqual([`${tag} Lua Cheia`]);
  });

  it('answers 400 to an unknown country, genre, order or a tampered cursor', async () => {
    const anonymous = visitor(t, address());
    for (const query of [
      'country=XX',
      'genre=polka',
      'sort=loudest',
      'limit=500',
      'cursor=not-a-cursor',
      `cursor=${Buffer.from(JSON.stringify(['name', 'a', crypto.randomUUID()])).toString('base64url')}`,
    ]) {
      const res = await anonymous.get(`/v1/catalog/artists?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('validation_failed');
    }
  });
});

describe('orders and paging', () => {
  it('pages through every order with ties, never repeating or skipping an artist', async () => {
    const { api } = await owner();
    const tag = `Tie${uniqueId().replace(/[^a-z0-9]/gi, '')}`;
    const made: string[] = [];
    for (const [i, name] of [
      'delta',
      'Alpha',
      'charlie',
      'Bravo',
      'alpha',
      'echo',
      'Bravo',
    ].entries()) {
      const artist = await artistOf(api, { name: `${tag} ${name}`, inCatalogue: true });
      made.push(artist.id);
      // Two follower counts only: most artists tie with another.
      await t.db
        .update(artists)
        .set({ followers: i % 2 ? 500 : 90 })
        .where(eq(artists.id, artist.id));
      t.clock.advance(1000);
    }
    for (const sort of ['followers', 'name', 'newest']) {
      const paged = await allPages({ q: tag, sort, limit: '2' });
      const whole = (await catalogue({ q: tag, sort, limit: '48' })).items;
      expect(
        paged.map((a) => a.id),
        sort,
      ).toEqual(whole.map((a) => a.id));
      expect(new Set(paged.map((a) => a.id))).toEqual(new Set(made));
    }
    const byFollowers = (await catalogue({ q: tag, sort: 'followers' })).items;
    expect(byFollowers.map((a) => a.followers)).toEqual([500, 500, 500, 90, 90, 90, 90]);
    const byName = (await catalogue({ q: tag, sort: 'name' })).items;
    expect(byName.map((a) => a.name.slice(tag.length + 1).toLowerCase())).toEqual([
      'alpha',
      'alpha',
      'bravo',
      'bravo',
      'charlie',
      'delta',
      'echo',
    ]);
    const newest = (await catalogue({ q: tag, sort: 'newest' })).items;
    expect(newest.map((a) => a.id)).toEqual([...made].reverse());
  });

  it('rejects a cursor of another order', async () => {
    const { api } = await owner();
    const tag = `Cur${uniqueId().replace(/[^a-z0-9]/gi, '')}`;
    for (const name of ['one', 'two'])
      await artistOf(api, { name: `${tag} ${name}`, inCatalogue: true });
    const first = await catalogue({ q: tag, sort: 'name', limit: '1' });
    const res = await visitor(t, address()).get(
      `/v1/catalog/artists?sort=newest&cursor=${first.nextCursor}`,
    );
    expect(res.statusCode).toBe(400);
  });
});

describe('cards', () => {
  it("shows the artist's releases in the stores with their smart links and artwork", async () => {
    const { api, release, link } = await artistWithLink(t);
    const name = `Card${uniqueId().replace(/[^a-z0-9]/gi, '')} Lights`;
    await api.patch(`/v1/artists/${release.artist.id}`, { name, inCatalogue: true });
    // A draft of the same artist is not in the stores: it never shows.
    await api.post('/v1/releases', { title: 'Unfinished Draft', artistId: release.artist.id });

    const [card] = (await catalogue({ q: name })).items;
    const path = `/l/${link.slug}`;
    // Search engines find the listed artists through their smart links (the sitemap's list),
    // and in the page's HTML as structured data.
    expect(await listCatalogueLinkSlugs(t.db)).toContain(link.slug);
    await t.db
      .update(artists)
      .set({ followers: 10_000_000 })
      .where(eq(artists.id, release.artist.id));
    const data = await catalogueStructuredData(t.app.ctx, '/artists-catalog');
    expect(data).toContain(`"name":"${name}"`);
    expect(data).toContain(`${t.app.ctx.config.appUrl}${path}`);
    expect(card).toEqual({
      id: release.artist.id,
      name,
      country: 'BR',
      genre: 'pop',
      subgenre: null,
      followers: 0,
      imageUrl: `${path}/artwork.webp`,
      releases: [{ title: 'Night Drive', link: path, artworkUrl: `${path}/artwork.webp` }],
    });
    // The link a card points at is a page a visitor can open.
    expect((await visitor(t, address()).get(path)).statusCode).toBe(200);

    // An inactive link leaves the release on the card without a link or artwork.
    await api.patch(`/v1/smart-links/${link.id}`, { status: 'inactive' });
    expect(await listCatalogueLinkSlugs(t.db)).not.toContain(link.slug);
    const [after] = (await catalogue({ q: name })).items;
    expect(after!.releases).toEqual([{ title: 'Night Drive', link: null, artworkUrl: null }]);
    expect(after!.imageUrl).toBeNull();

    // A release taken down leaves the card.
    await releasesRepo.updateRelease(t.db, release.id, { status: 'removed' });
    expect((await catalogue({ q: name })).items[0]!.releases).toEqual([]);
  });
});

describe('legal names', () => {
  it('never appear in any public answer', async () => {
    const legal = ['Zephyrine', 'Quillfeather', 'Ottoline Brackenbury', 'Hortensia', 'Vantongeren'];
    const { user, api, release, link } = await artistWithLink(t, { name: legal[2] });
    // The account's own legal name too.
    await t.db
      .update(users)
      .set({ firstName: legal[3], lastName: legal[4] })
      .where(eq(users.id, user.id));
    const name = `Stage${uniqueId().replace(/[^a-z0-9]/gi, '')}`;
    const patched = await api.patch(`/v1/artists/${release.artist.id}`, {
      name,
      legalFirstName: legal[0],
      legalLastName: legal[1],
      inCatalogue: true,
    });
    expect(patched.json()).toMatchObject({ legalFirstName: legal[0], legalLastName: legal[1] });

    const anonymous = visitor(t, address());
    const answers = [
      await anonymous.get(`/v1/catalog/artists?q=${name}`),
      await anonymous.get('/v1/catalog/artists?country=BR&genre=pop&sort=newest&limit=48'),
      await anonymous.get('/v1/catalog/artists?sort=name&limit=48'),
      // Searching for a legal name finds nobody: only the public name is searched.
      await anonymous.get(`/v1/catalog/artists?q=${legal[0]}`),
      await anonymous.get(`/v1/catalog/artists?q=${encodeURIComponent(legal[2]!)}`),
      await anonymous.get(`/l/${link.slug}`),
    ];
    const catalogueAnswer = answers[0]!.json() as CataloguePage;
    expect(names(catalogueAnswer)).toEqual([name]);
    expect(answers[3]!.json().items).toEqual([]);
    expect(answers[4]!.json().items).toEqual([]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      for (const text of legal) expect(answer.body).not.toContain(text);
    }
  });
});

describe('rate limit', () => {
  it('limits one address to 120 searches a minute', async () => {
    const anonymous = visitor(t, address());
    const statuses: number[] = [];
    for (let i = 0; i < 121; i++) {
      statuses.push((await anonymous.get('/v1/catalog/artists?limit=1')).statusCode);
    }
    expect(statuses.slice(0, 120).filter((s) => s !== 200)).toEqual([]);
    expect(statuses[120]).toBe(429);
  });
});
