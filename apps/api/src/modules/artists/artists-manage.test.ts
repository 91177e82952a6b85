import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import {
  artistInput as input,
  createArtist,
  signedIn as newUser,
} from './test/artists-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signedIn = (opts?: Parameters<typeof newUser>[1]) => newUser(t, opts);
const create = createArtist;

describe('PATCH /v1/artists/:id', () => {
  it('changes only the fields sent, clears emptied ones and unlinks the profile', async () => {
    const { api } = await signedIn();
    const artist = await create(api);
    t.clock.advance(60_000);
    const res = await api.patch(`/v1/artists/${artist.id}`, {
      name: 'Nova Lights Trio',
      website: '',
      legalLastName: 'Souza',
      streamingProfile: { status: 'to_be_created' },
      verified: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ...artist,
      name: 'Nova Lights Trio',
      website: null,
      legalLastName: 'Souza',
      streamingProfile: { status: 'to_be_created' },
      updatedAt: t.clock.now().toISOString(),
    });
    expect((await api.get(`/v1/artists/${artist.id}`)).json()).toEqual(res.json());
  });

  it('validates like create and changes nothing on failure', async () => {
    const { api } = await signedIn();
    const artist = await create(api);
    const res = await api.patch(`/v1/artists/${artist.id}`, {
      name: 'Renamed',
      country: 'ZZ',
      streamingProfile: { status: 'linked', link: 'https://music.apple.com/us/artist/x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      country: 'unknown_country',
      'streamingProfile.link': 'invalid_apple_music_link',
    });
    expect((await api.get(`/v1/artists/${artist.id}`)).json()).toEqual(artist);
  });
});

describe('DELETE /v1/artists/:id', () => {
  it('deletes the artist', async () => {
    const { api } = await signedIn();
    const artist = await create(api);
    const res = await api.delete(`/v1/artists/${artist.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect((await api.get(`/v1/artists/${artist.id}`)).statusCode).toBe(404);
    expect((await api.delete(`/v1/artists/${artist.id}`)).statusCode).toBe(404);
  });
});

describe('another user', () => {
  it('gets 404 on get, patch and delete, and changes nothing', async () => {
    const owner = await signedIn();
    const artist = await create(owner.api);
    const other = await signedIn({ plan: 'pro' });
    const url = `/v1/artists/${artist.id}`;
    for (const res of [
      await other.api.get(url),
      await other.api.patch(url, { name: 'Taken over' }),
      await other.api.delete(url),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not_found', message: 'Not found' });
    }
    expect((await owner.api.get(url)).json()).toEqual(artist);
    expect((await other.api.get('/v1/artists')).json()).toEqual({
      items: [],
      nextCursor: null,
      total: 0,
    });
  });

  it('a malformed id is a plain 404', async () => {
    const { api } = await signedIn();
    expect((await api.get('/v1/artists/not-a-uuid')).statusCode).toBe(404);
  });
});

describe('GET /v1/artists', () => {
  it('is empty with total 0 for the welcome state', async () => {
    const { api } = await signedIn();
    const res = await api.get('/v1/artists');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ items: [], nextCursor: null, total: 0 });
  });

  it('pages by name (case-insensitive) and by newest, with the total on every page', async () => {
    const { api } = await signedIn();
    for (const name of ['delta', 'Alpha', 'charlie', 'Bravo', 'echo']) {
      await create(api, { ...input, name });
      t.clock.advance(1000);
    }
    const pages = async (sort: string) => {
      const names: string[][] = [];
      let cursor = '';
      do {
        const res = await api.get(`/v1/artists?sort=${sort}&limit=2${cursor}`);
        expect(res.statusCode).toBe(200);
        const page = res.json();
        expect(page.total).toBe(5);
        expect(page.items[0].legalFirstName).toBe('Ana');
        names.push(page.items.map((a: { name: string }) => a.name));
        cursor = page.nextCursor ? `&cursor=${page.nextCursor}` : '';
      } while (cursor);
      return names;
    };
    expect(await pages('name')).toEqual([['Alpha', 'Bravo'], ['charlie', 'delta'], ['echo']]);
    expect(await pages('newest')).toEqual([['echo', 'Bravo'], ['charlie', 'Alpha'], ['delta']]);
  });

  it('searches names as typed (any case, wildcards literal), paged past the first 100', async () => {
    const { api } = await signedIn({ plan: 'pro' });
    const other = await signedIn({ plan: 'pro' });
    await create(other.api, { ...input, name: 'Nova Other' });
    for (let i = 0; i < 105; i++) {
      await create(api, { ...input, name: `Band ${String(i).padStart(3, '0')}` });
    }
    await create(api, { ...input, name: 'Nova 100%' });
    await create(api, { ...input, name: 'nova_x' });
    const names = async (query: string) =>
      (await api.get(`/v1/artists?sort=name&${query}`))
        .json()
        .items.map((a: { name: string }) => a.name);
    expect(await names('q=NOVA')).toEqual(['Nova 100%', 'nova_x']);
    expect(await names('q=%25')).toEqual(['Nova 100%']);
    expect(await names('q=a_x')).toEqual(['nova_x']);
    expect(await names('q=band 104')).toEqual(['Band 104']);
    const first = (await api.get('/v1/artists?sort=name&q=band&limit=100')).json();
    expect(first.items).toHaveLength(100);
    const rest = (await api.get(`/v1/artists?sort=name&q=band&cursor=${first.nextCursor}`)).json();
    expect(rest.items.map((a: { name: string }) => a.name)).toEqual([
      'Band 100',
      'Band 101',
      'Band 102',
      'Band 103',
      'Band 104',
    ]);
    expect((await api.get(`/v1/artists?q=${'x'.repeat(101)}`)).statusCode).toBe(400);
  });

  it('answers 400 for a tampered cursor or one of the other order', async () => {
    const { api } = await signedIn();
    await create(api, { ...input, name: 'one' });
    await create(api, { ...input, name: 'two' });
    const first = (await api.get('/v1/artists?sort=newest&limit=1')).json();
    const wrongSort = await api.get(`/v1/artists?sort=name&cursor=${first.nextCursor}`);
    expect(wrongSort.statusCode).toBe(400);
    expect(wrongSort.json().fields).toEqual({ cursor: 'invalid' });
    expect((await api.get('/v1/artists?cursor=garbage')).statusCode).toBe(400);
    expect((await api.get('/v1/artists?sort=popular')).statusCode).toBe(400);
    expect((await api.get('/v1/artists?limit=101')).statusCode).toBe(400);
  });
});
