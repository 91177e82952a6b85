import sharp from 'sharp';
import { z } from 'zod';
import type { CoverArtStyle } from '@soundpost/contracts/cover-art';
import type { ModelEndpoint } from '../../config.ts';
import { artworkLimits } from '../media/index.ts';
import {
  CoverArtPainterError,
  type CoverArtBrief,
  type CoverArtPainter,
} from './cover-art-painter.ts';

/** How each style reads to an image model. */
const styleWords: Record<CoverArtStyle, string> = {
  abstract: 'abstract art, flowing shapes and rich colour',
  geometric: 'bold geometric shapes, flat colours, Bauhaus poster',
  retro: 'retro synthwave, 1980s sunset, grainy print',
  dreamy: 'dreamy, soft pastel light, hazy and ethereal',
  noir: 'dark, moody, high contrast, cinematic noir',
  minimal: 'minimalist, a single subject, lots of empty space',
};

/** The prompt as the model reads it: the artist's words, the look, and what a cover needs. */
export const imagePromptOf = (brief: CoverArtBrief) =>
  `Album cover art: ${brief.prompt}. Style: ${styleWords[brief.style]}. Square composition, no text, no lettering, no logos.`;

/**
 * A model's image (1024 px, often WebP) as the artwork pipeline takes it: a JPEG at the
 * delivery size, centre-cropped to a square, enlarged with Lanczos.
 */
async function toDeliverySize(bytes: Buffer): Promise<Buffer> {
  const size = artworkLimits.deliverySize;
  try {
    return await sharp(bytes, { limitInputPixels: artworkLimits.maxPixels, failOn: 'warning' })
      .resize(size, size, { fit: 'cover', kernel: 'lanczos3' })
      .jpeg({ quality: 98, chromaSubsampling: '4:4:4' })
      .toBuffer();
  } catch (error) {
    throw new CoverArtPainterError('bad_answer', `an unreadable image (${String(error)})`);
  }
}

/** The largest image taken from an answer (the artwork checks refuse 20 MB and more). */
const maxImageBytes = 20 * 1024 * 1024;

const answerSchema = z.object({
  data: z
    .array(z.union([z.object({ b64_json: z.string().min(1) }), z.object({ url: z.url() })]))
    .min(1),
});

export type PainterTimeouts = { requestMs: number };
/** Image models on a self-hosted GPU take tens of seconds per image. */
const defaultTimeouts: PainterTimeouts = { requestMs: 180_000 };

/**
 * A painter on any OpenAI-compatible images endpoint (a hosted model, or a self-hosted LocalAI
 * or Stable Diffusion server): `POST {COVER_ART_API_URL}/images/generations` asking for `n`
 * square images as base64 (`b64_json`); an answer with `url`s is fetched. A server that gives
 * fewer images than asked (some make one per request) is asked again for the rest.
 */
export function openAiCompatiblePainter(
  settings: ModelEndpoint,
  timeouts: PainterTimeouts = defaultTimeouts,
): CoverArtPainter {
  const headers = {
    'content-type': 'application/json',
    ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
  };

  /** Fetches with the request timeout, telling a timeout from a server that is not there. */
  async function call(url: string, init: RequestInit, signal: AbortSignal) {
    const timer = AbortSignal.timeout(timeouts.requestMs);
    const response = await fetch(url, { ...init, signal: AbortSignal.any([signal, timer]) }).catch(
      (error: unknown) => {
        signal.throwIfAborted();
        throw timer.aborted
          ? new CoverArtPainterError('timeout', 'no answer')
          : new CoverArtPainterError('unavailable', String(error));
      },
    );
    if (!response.ok) {
      await response.body?.cancel().catch(() => {});
      throw new CoverArtPainterError(
        response.status === 429 ? 'rate_limited' : 'unavailable',
        `HTTP ${response.status} from ${new URL(url).pathname}`,
      );
    }
    return response;
  }

  async function imageOf(entry: z.infer<typeof answerSchema>['data'][number], signal: AbortSignal) {
    const bytes =
      'b64_json' in entry
        ? Buffer.from(entry.b64_json, 'base64')
        : Buffer.from(await (await call(entry.url, {}, signal)).arrayBuffer());
    if (bytes.length === 0 || bytes.length > maxImageBytes) {
      throw new CoverArtPainterError('bad_answer', `an image of ${bytes.length} bytes`);
    }
    return toDeliverySize(bytes);
  }

  return {
    provider: 'openai_compatible',
    model: settings.model,
    async paint(brief, count, signal) {
      const images: Buffer[] = [];
      for (let request = 0; request < count && images.length < count; request++) {
        const response = await call(
          `${settings.apiUrl}/images/generations`,
          {
            method: 'POST',
            headers,
            body: JSON.stringify({
              model: settings.model,
              prompt: imagePromptOf(brief),
              n: count - images.length,
              size: '1024x1024',
              response_format: 'b64_json',
            }),
          },
          signal,
        );
        const answer = answerSchema.safeParse(await response.json().catch(() => undefined));
        if (!answer.success)
          throw new CoverArtPainterError('bad_answer', 'no images in the answer');
        for (const entry of answer.data.data.slice(0, count - images.length)) {
          images.push(await imageOf(entry, signal));
        }
      }
      if (images.length < count) {
        throw new CoverArtPainterError('bad_answer', `${images.length} of ${count} images`);
      }
      return images;
    },
  };
}
