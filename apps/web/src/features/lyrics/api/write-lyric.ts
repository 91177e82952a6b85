import type { Lyric, LyricProvider, LyricRequest } from '@soundpost/contracts/lyrics';
import { api } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';

export type StreamEvent = { event: string; data: unknown };

/** Reads a `text/event-stream` body as its events, each as soon as it has arrived whole. */
export async function* readServerSentEvents(
  body: ReadableStream<Uint8Array>,
): AsyncGenerator<StreamEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  for (;;) {
    const { done, value } = await reader.read();
    buffered += decoder.decode(value, { stream: !done });
    const blocks = buffered.split(/\r?\n\r?\n/);
    buffered = done ? '' : (blocks.pop() ?? '');
    for (const block of blocks) {
      const event = /^event: ?(.*)$/m.exec(block)?.[1] ?? 'message';
      const data = [...block.matchAll(/^data: ?(.*)$/gm)].map((m) => m[1]).join('\n');
      if (data) yield { event, data: JSON.parse(data) as unknown };
    }
    if (done) return;
  }
}

export type WriteHandlers = {
  onStart: (writer: { provider: LyricProvider; model: string | null }) => void;
  onText: (piece: string) => void;
};

/**
 * POST /v1/lyrics: writes a lyric, handing each piece of text on as it is written, and
 * resolves with the saved lyric. A refusal (no published release, the month's lyrics used, the
 * form) rejects with its ApiError before any text; a writer failing midway rejects likewise.
 */
export async function writeLyric(
  form: LyricRequest,
  handlers: WriteHandlers,
  signal?: AbortSignal,
): Promise<Lyric> {
  const { data } = await api.POST('/v1/lyrics', {
    body: form as never,
    parseAs: 'stream',
    headers: { Accept: 'text/event-stream' },
    signal,
  });
  if (!data) throw new ApiError({ status: 0, code: 'network_error', message: 'no stream' });
  for await (const { event, data: payload } of readServerSentEvents(data)) {
    if (event === 'start') handlers.onStart(payload as Parameters<WriteHandlers['onStart']>[0]);
    else if (event === 'text') handlers.onText((payload as { text: string }).text);
    else if (event === 'done') return payload as Lyric;
    else if (event === 'error') {
      const body = payload as { code: string; message: string; params?: Record<string, string> };
      throw new ApiError({ status: 502, ...body });
    }
  }
  throw new ApiError({ status: 0, code: 'network_error', message: 'the stream ended early' });
}
