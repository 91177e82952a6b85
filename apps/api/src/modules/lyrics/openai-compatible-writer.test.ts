import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LyricsBrief } from './lyrics-writer.ts';
import { openAiCompatibleWriter } from './openai-compatible-writer.ts';
import { startChatCompletionsStandIn } from './test/chat-completions-stand-in.ts';

let standIn: Awaited<ReturnType<typeof startChatCompletionsStandIn>>;
beforeAll(async () => {
  standIn = await startChatCompletionsStandIn();
});
afterAll(async () => {
  await standIn.close();
});

const brief: LyricsBrief = {
  title: 'Neon Rain',
  genre: 'electronic',
  mood: 'in_love',
  language: 'pt',
  dedicatedTo: 'Ana',
  chorus: 'Hold me in the neon rain',
  customWords: ['glass', 'river'],
};
const writer = (timeouts = { firstByteMs: 2000, idleMs: 300 }) =>
  openAiCompatibleWriter(
    { apiUrl: standIn.url, apiKey: 'sk-test', model: 'llama3.1:8b' },
    timeouts,
  );

async function collect(pieces: AsyncIterable<string>) {
  const seen: string[] = [];
  for await (const piece of pieces) seen.push(piece);
  return seen;
}

describe('the OpenAI-compatible writer', () => {
  it('streams the pieces in order as they come, and asks with the form', async () => {
    standIn.answer({ kind: 'stream', pieces: ['[Verse 1]\n', 'Neon ', 'rain\n'], delayMs: 100 });
    const draft = await writer().write(brief, new AbortController().signal);
    const arrivals: number[] = [];
    const seen: string[] = [];
    for await (const piece of draft.pieces) {
      seen.push(piece);
      arrivals.push(performance.now());
    }
    expect(seen).toEqual(['[Verse 1]\n', 'Neon ', 'rain\n']);
    // Each piece is handed on when it arrives, not once the answer is complete.
    expect(arrivals.at(-1)! - arrivals[0]!).toBeGreaterThan(150);
    const sent = standIn.requests.at(-1)!;
    expect(sent.headers.authorization).toBe('Bearer sk-test');
    expect(sent.body).toMatchObject({ model: 'llama3.1:8b', stream: true });
    const prompt = JSON.stringify(sent.body.messages);
    for (const part of [
      'Neon Rain',
      'in love',
      'Portuguese',
      'Ana',
      'Hold me in the neon rain',
      'glass, river',
    ]) {
      expect(prompt).toContain(part);
    }
  });

  it.each([
    [{ kind: 'status', status: 429 }, 'rate_limited'],
    [{ kind: 'status', status: 500 }, 'unavailable'],
    [{ kind: 'malformed' }, 'bad_answer'],
    [{ kind: 'cut' }, 'bad_answer'],
    [{ kind: 'stall' }, 'timeout'],
    [{ kind: 'silent' }, 'timeout'],
  ] as const)('fails on %o with the reason %s', async (mode, reason) => {
    standIn.answer(mode);
    const failure = (async () => {
      const draft = await writer().write(brief, new AbortController().signal);
      await collect(draft.pieces);
    })();
    await expect(failure).rejects.toMatchObject({ reason });
  });

  it('fails as unavailable when nothing listens, and stops when the artist leaves', async () => {
    const nowhere = openAiCompatibleWriter({ apiUrl: 'http://127.0.0.1:9/v1', model: 'm' });
    await expect(nowhere.write(brief, new AbortController().signal)).rejects.toMatchObject({
      reason: 'unavailable',
    });

    standIn.answer({ kind: 'stall' });
    const leave = new AbortController();
    const draft = await writer({ firstByteMs: 2000, idleMs: 10_000 }).write(brief, leave.signal);
    const reading = collect(draft.pieces);
    setTimeout(() => leave.abort(), 50);
    await expect(reading).rejects.toMatchObject({ reason: 'unavailable' });
  });
});
