import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { stdSerializers, type DestinationStream, type LoggerOptions } from 'pino';
import { redactPaths, redactSecrets, redactUrl, redacted } from './log-redaction.ts';

/** Fastify's request-less logger in the API, a pino logger in the worker. */
export type Log = Pick<FastifyBaseLogger, 'error' | 'warn' | 'info' | 'debug'>;

/** Error fields that carry a query's values or a row's content (PostgreSQL's `detail`). */
const valueFields = new Set(['params', 'parameters', 'queryOptions', 'detail', 'internalQuery']);

type ErrorWithValues = Error & { params?: unknown; parameters?: unknown; cause?: unknown };

/** The values a failed query was sent with, from the error or any of its causes. */
function queryValues(err: unknown, depth = 0): string[] {
  if (!(err instanceof Error) || depth > 5) return [];
  const e = err as ErrorWithValues;
  const own = [e.params, e.parameters].flatMap((p) => (Array.isArray(p) ? p : []));
  return [...own.map((v) => String(v)), ...queryValues(e.cause, depth + 1)];
}

function scrubText(text: string | undefined, err: ErrorWithValues, values: string[]) {
  if (!text) return text;
  // Drizzle's DrizzleQueryError appends every parameter to its message (and so its stack).
  let out = Array.isArray(err.params) ? text.replace(`\nparams: ${String(err.params)}`, '') : text;
  // Database messages may quote a value ('invalid input syntax for type uuid: "…"').
  for (const v of values) if (v.length >= 4) out = out.split(v).join(redacted);
  return out;
}

/**
 * A copy of an error without the values of the query that failed: no `params`, no
 * `detail` (PostgreSQL puts whole rows there), and no value inside a message or stack.
 */
export function scrubError(err: unknown, values = queryValues(err), depth = 0): unknown {
  if (!(err instanceof Error) || depth > 5) return err;
  const e = err as ErrorWithValues;
  const copy = Object.create(Object.getPrototypeOf(err) as object) as Record<string, unknown>;
  for (const key of Object.keys(err)) {
    if (!valueFields.has(key)) copy[key] = (err as unknown as Record<string, unknown>)[key];
  }
  copy.name = err.name;
  copy.message = scrubText(err.message, e, values);
  copy.stack = scrubText(err.stack, e, values);
  if (e.cause !== undefined) copy.cause = scrubError(e.cause, values, depth + 1);
  return copy;
}

/** A request as a log line shows it: no secret in the URL, no headers at all. */
function serializeRequest(req: unknown) {
  // Fastify passes its request; a hand-written log call may pass anything.
  if (!req || typeof (req as FastifyRequest).url !== 'string') return redactSecrets(req);
  const request = req as FastifyRequest;
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The logger of the app: level from the config, secrets and query values kept out. */
export function loggerOptions(level: string, stream?: DestinationStream) {
  const options: LoggerOptions & { stream?: DestinationStream } = {
    level,
    redact: { paths: redactPaths, censor: redacted },
    serializers: {
      req: serializeRequest,
      err: (err: unknown) => stdSerializers.err(scrubError(err) as Error),
      body: redactSecrets,
    },
  };
  if (stream) options.stream = stream;
  return options;
}
