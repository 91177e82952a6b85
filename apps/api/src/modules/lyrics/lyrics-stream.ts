import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import type { LyricEvent } from './lyrics.service.ts';

/** One server-sent event: its name and its JSON data on one line. */
const frame = (event: string, data: unknown) =>
  `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * The lyric's events as server-sent events. A failure once the stream has begun cannot change
 * the status any more: it becomes an `error` event with the API's error body (translated
 * message, params, request id), 5xx internals hidden as everywhere.
 */
export async function* lyricStream(
  ctx: AppContext,
  request: FastifyRequest,
  first: IteratorResult<LyricEvent>,
  rest: AsyncGenerator<LyricEvent>,
): AsyncGenerator<string> {
  try {
    if (!first.done) yield frame(first.value.event, first.value.data);
    for await (const { event, data } of rest) yield frame(event, data);
  } catch (error) {
    const known = error instanceof AppError ? error : null;
    if (!known) request.log.error({ err: error }, 'writing lyrics failed');
    const code = known?.code ?? 'internal_error';
    const t = ctx.i18n.getFixedT(request.lang, 'errors');
    yield frame('error', {
      code,
      message: t(code, known?.params ?? {}),
      params: known?.params,
      requestId: request.id,
    });
  }
}
