import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CoverArtPainterError, type CoverArtBrief } from './cover-art-painter.ts';
import { openAiCompatiblePainter } from './openai-compatible-painter.ts';
import { startImagesStandIn } from './test/images-stand-in.ts';

let standIn: Awaited<ReturnType<typeof startImagesStandIn>>;
beforeAll(async () => {
  standIn = await startImagesStandIn();
});
afterAll(() => standIn.close());

const brief: CoverArtBrief = { prompt: 'Neon rain over Lisbon', style: 'retro' };
const painter = (requestMs = 5000) =>
  openAiCompatiblePainter(
    { apiUrl: standIn.url, apiKey: 'sk-test', model: 'sdxl-turbo' },
    { requestMs },
  );
const paint = (count = 4, requestMs?: number) =>
  painter(requestMs).paint(brief, count, new AbortController().signal);

/** Fails with the painter error of `reason`. */
async function failsWith(promise: Promise<unknown>, reason: CoverArtPainterError['reason']) {
  const error = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(CoverArtPainterError);
  expect((error as CoverArtPainterError).reason).toBe(reason);
}

describe('the OpenAI-compatible painter', () => {
  it('asks for four square images with the words and the look, and sizes them for delivery', async () => {
    standIn.answer({ kind: 'images' });
    const images = await paint();
    expect(images).toHaveLength(4);
    for (const image of images) {
      expect(await sharp(image).metadata()).toMatchObject({
        format: 'jpeg',
        width: 3000,
        height: 3000,
      });
    }
    const sent = standIn.requests.at(-1)!;
    expect(sent.headers.authorization).toBe('Bearer sk-test');
    expect(sent.body).toMatchObject({
      model: 'sdxl-turbo',
      n: 4,
      size: '1024x1024',
      response_format: 'b64_json',
    });
    expect(sent.body.prompt).toContain('Neon rain over Lisbon');
    expect(sent.body.prompt).toContain('synthwave');
  });

  it('asks again for the rest when a server gives one image per request, and fetches URLs', async () => {
    const before = standIn.requests.length;
    standIn.answer({ kind: 'images', perRequest: 1, as: 'url' });
    expect(await paint()).toHaveLength(4);
    expect(standIn.requests.slice(before).map((r) => r.body.n)).toEqual([4, 3, 2, 1]);
  });

  it('tells a busy server, a missing one, a silent one and a malformed answer apart', async () => {
    standIn.answer({ kind: 'status', status: 429 });
    await failsWith(paint(), 'rate_limited');
    standIn.answer({ kind: 'status', status: 503 });
    await failsWith(paint(), 'unavailable');
    standIn.answer({ kind: 'malformed' });
    await failsWith(paint(), 'bad_answer');
    standIn.answer({ kind: 'silent' });
    await failsWith(paint(1, 300), 'timeout');
    const nobody = openAiCompatiblePainter({ apiUrl: 'http://127.0.0.1:9/v1', model: 'x' });
    await failsWith(nobody.paint(brief, 1, new AbortController().signal), 'unavailable');
  });
});
