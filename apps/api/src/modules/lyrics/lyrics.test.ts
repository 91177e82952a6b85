import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, request, type TestApp } from '../../test/app.ts';
import { createUser, freshIp, signIn } from '../../test/factories.ts';
import { lyricRequestSchema } from '@soundpost/contracts/lyrics';
import type { Actor } from '../../plugins/types.ts';
import { writeLyric } from './lyrics.service.ts';
import { eventsOf, lyricForm, releaseOf } from './test/lyrics-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function artist(plan: 'lite' | 'pro' = 'lite', published = true) {
  const user = await createUser(t, { plan });
  const api = request(t.app, await signIn(t, user));
  const { release, track } = await releaseOf(t, user.id, published ? 'live' : 'draft');
  return { user, api, release, track };
}

const write = (api: ReturnType<typeof request>, body: object = lyricForm) =>
  api.post('/v1/lyrics', body, freshIp());

async function writeOk(api: ReturnType<typeof request>, body: object = lyricForm) {
  const res = await write(api, body);
  expect(res.statusCode, res.body).toBe(200);
  return eventsOf(res).at(-1)!.data as { id: string; text: string };
}

describe('writing lyrics', () => {
  it('streams the built-in writer’s song and saves it, labelled as built-in', async () => {
    const { api } = await artist();
    const writer = await api.get('/v1/lyrics/writer');
    expect(writer.json()).toMatchObject({
      provider: 'builtin',
      model: null,
      hasPublishedRelease: true,
      allowance: { tool: 'lyrics', used: 0, limit: 5 },
    });

    const res = await write(api);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    const events = eventsOf(res);
    expect(events[0]).toEqual({ event: 'start', data: { provider: 'builtin', model: null } });
    const pieces = events
      .filter((e) => e.event === 'text')
      .map((e) => e.data.text)
      .join('');
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    expect(done.data).toMatchObject({
      title: 'Midnight Train',
      mood: 'happy',
      language: 'en',
      dedicatedTo: 'Ana',
      chorus: null,
      customWords: ['ocean'],
      provider: 'builtin',
      note: null,
      text: pieces.trim(),
    });
    expect(pieces).toMatch(/^\[Verse 1\]/);
    expect(pieces).toContain('Ana');

    const list = await api.get('/v1/lyrics');
    expect(list.json().items.map((i: { id: string }) => i.id)).toEqual([done.data.id]);
    expect((await api.get(`/v1/lyrics/${String(done.data.id)}`)).json().text).toBe(pieces.trim());
    expect((await api.get('/v1/lyrics/writer')).json().allowance.used).toBe(1);
  });

  it('writes English with a note for a language the built-in writer does not write', async () => {
    const { api } = await artist('pro');
    const lyric = await writeOk(api, { ...lyricForm, language: 'ja' });
    expect(lyric).toMatchObject({ language: 'ja', note: 'written_in_english' });
    expect(lyric.text).toMatch(/^\[Verse 1\]/);
  });

  it('needs a published or live release', async () => {
    const { api } = await artist('pro', false);
    expect((await api.get('/v1/lyrics/writer')).json().hasPublishedRelease).toBe(false);
    const res = await write(api);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'lyrics_release_required',
      message: 'You need a published release to use the lyrics generator.',
    });
  });

  it('takes at most 4 custom words, with the spec’s message', async () => {
    const { api } = await artist();
    const res = await write(api, { ...lyricForm, customWords: ['a', 'b', 'c', 'd', 'e'] });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ customWords: 'custom_words_limit' });
    expect(t.app.ctx.i18n.getFixedT('en', 'validation')('custom_words_limit')).toBe(
      'You can only add up to 4 custom words.',
    );
    const bad = await write(api, { ...lyricForm, mood: 'bored', language: 'xx', title: '' });
    expect(Object.keys(bad.json().fields).sort()).toEqual(['language', 'mood', 'title']);
  });

  it('stops the free plan at its monthly allowance with the spec’s message', async () => {
    const { api } = await artist('lite');
    for (let i = 0; i < 5; i++) await writeOk(api);
    const res = await write(api);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'tool_quota_reached',
      message: 'No more lyrics available this month.',
      params: { context: 'lyrics', limit: 5 },
    });
    expect(t.app.ctx.i18n.getFixedT('es', 'errors')('tool_quota_reached_lyrics')).toBe(
      'No quedan más letras disponibles este mes.',
    );
  });

  it('gives the month’s last lyric to one of two requests sent at once', async () => {
    const { api } = await artist('lite');
    for (let i = 0; i < 4; i++) await writeOk(api);
    const answers = await Promise.all([write(api), write(api)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await api.get('/v1/lyrics')).json().items).toHaveLength(5);
  });

  it('limits writing from one address', async () => {
    const { api } = await artist('pro');
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      statuses.push((await api.post('/v1/lyrics', lyricForm, ip)).statusCode);
    }
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('leaving while the lyric is written', () => {
  it('saves nothing and gives the month’s use back', async () => {
    const { user, api } = await artist('lite');
    const actor = { user, session: {} } as unknown as Actor;
    const events = writeLyric(
      t.app.ctx,
      actor,
      lyricRequestSchema.parse(lyricForm),
      AbortSignal.abort(),
    );
    expect((await events.next()).value).toMatchObject({ event: 'start' });
    expect((await api.get('/v1/lyrics/writer')).json().allowance.used).toBe(1);
    await events.return(undefined);
    expect((await api.get('/v1/lyrics/writer')).json().allowance.used).toBe(0);
    expect((await api.get('/v1/lyrics')).json().items).toEqual([]);
  });
});

describe('my lyrics', () => {
  it('are edited, attached to a draft track and deleted by their owner only', async () => {
    const owner = await artist('pro');
    const lyric = await writeOk(owner.api);
    const url = `/v1/lyrics/${lyric.id}`;

    const edited = await owner.api.patch(url, { title: 'Night Train', text: 'New words\nhere' });
    expect(edited.json()).toMatchObject({ title: 'Night Train', text: 'New words\nhere' });
    expect((await owner.api.patch(url, { text: '  ' })).json().fields).toEqual({
      text: 'required',
    });

    const draft = await releaseOf(t, owner.user.id, 'draft');
    const attached = await owner.api.post(`${url}/attach`, {
      releaseId: draft.release.id,
      trackId: draft.track.id,
    });
    expect(attached.statusCode).toBe(200);
    expect(attached.json()).toMatchObject({ hasLyrics: true, lyrics: 'New words\nhere' });
    // A live release is not editable.
    const live = await owner.api.post(`${url}/attach`, {
      releaseId: owner.release.id,
      trackId: owner.track.id,
    });
    expect(live.statusCode).toBe(409);

    const other = await artist('pro');
    const theirs = await releaseOf(t, other.user.id, 'draft');
    const intoTheirs = await owner.api.post(`${url}/attach`, {
      releaseId: theirs.release.id,
      trackId: theirs.track.id,
    });
    expect(intoTheirs.statusCode).toBe(404);

    // Another user gets 404 for every call on this lyric, as for an unknown id.
    const answers = await Promise.all([
      other.api.get(url),
      other.api.patch(url, { title: 'Mine' }),
      other.api.delete(url),
      other.api.post(`${url}/attach`, { releaseId: theirs.release.id, trackId: theirs.track.id }),
      other.api.get('/v1/lyrics/not-a-uuid'),
      other.api.get('/v1/lyrics/00000000-0000-4000-8000-000000000000'),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([404, 404, 404, 404, 404, 404]);
    expect((await other.api.get('/v1/lyrics')).json().items).toEqual([]);
    expect((await owner.api.get(url)).json().title).toBe('Night Train');

    expect((await owner.api.delete(url)).json()).toEqual({ ok: true });
    expect((await owner.api.get(url)).statusCode).toBe(404);
  });

  it('are for signed-in users', async () => {
    const anonymous = request(t.app);
    const answers = await Promise.all([
      anonymous.get('/v1/lyrics'),
      anonymous.get('/v1/lyrics/writer'),
      anonymous.post('/v1/lyrics', lyricForm),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([401, 401, 401]);
  });

  it('page newest first', async () => {
    const { api } = await artist('pro');
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      ids.push((await writeOk(api)).id);
      t.clock.advance(1000);
    }
    const first = (await api.get('/v1/lyrics?limit=2')).json();
    expect(first.items.map((i: { id: string }) => i.id)).toEqual([ids[2], ids[1]]);
    const next = (await api.get(`/v1/lyrics?limit=2&cursor=${first.nextCursor}`)).json();
    expect(next.items.map((i: { id: string }) => i.id)).toEqual([ids[0]]);
    expect(next.nextCursor).toBeNull();
  });
});
