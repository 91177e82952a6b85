import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, request, type TestApp } from '../../test/app.ts';
import { createUser, freshIp, signIn } from '../../test/factories.ts';
import { startChatCompletionsStandIn } from './test/chat-completions-stand-in.ts';
import { eventsOf, lyricForm, releaseOf } from './test/lyrics-test-kit.ts';

let t: TestApp;
let standIn: Awaited<ReturnType<typeof startChatCompletionsStandIn>>;
beforeAll(async () => {
  standIn = await startChatCompletionsStandIn();
  t = await createTestApp({ LYRICS_API_URL: standIn.url, LYRICS_MODEL: 'llama3.1:8b' });
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});

async function artist() {
  const user = await createUser(t);
  await releaseOf(t, user.id, 'published');
  return request(t.app, await signIn(t, user));
}

describe('lyrics from an OpenAI-compatible model', () => {
  it('streams the model’s text into the answer and names the model', async () => {
    standIn.answer({ kind: 'stream', pieces: ['[Verse 1]\n', 'Neon ', 'rain\u0007\n'] });
    const api = await artist();
    expect((await api.get('/v1/lyrics/writer')).json()).toMatchObject({
      provider: 'openai_compatible',
      model: 'llama3.1:8b',
    });
    const events = eventsOf(await api.post('/v1/lyrics', lyricForm, freshIp()));
    expect(events.map((e) => e.event)).toEqual(['start', 'text', 'text', 'text', 'done']);
    expect(events[0]!.data).toEqual({ provider: 'openai_compatible', model: 'llama3.1:8b' });
    expect(events.at(-1)!.data).toMatchObject({
      provider: 'openai_compatible',
      model: 'llama3.1:8b',
      text: '[Verse 1]\nNeon rain',
    });
  });

  it('reports a failing model as an error event, saves nothing and gives the use back', async () => {
    const api = await artist();
    for (const mode of [
      { kind: 'status', status: 429 },
      { kind: 'malformed' },
      { kind: 'cut' },
    ] as const) {
      standIn.answer(mode);
      const res = await api.post('/v1/lyrics', lyricForm, freshIp());
      const last = eventsOf(res).at(-1)!;
      expect(last).toMatchObject({
        event: 'error',
        data: {
          code: 'lyrics_provider_failed',
          message: 'The lyrics writer did not answer. Please try again in a moment.',
        },
      });
    }
    expect((await api.get('/v1/lyrics')).json().items).toEqual([]);
    expect((await api.get('/v1/lyrics/writer')).json().allowance.used).toBe(0);
  });
});
