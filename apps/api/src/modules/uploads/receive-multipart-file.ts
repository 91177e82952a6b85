import { createWriteStream } from 'node:fs';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, validationFailed } from '../../lib/errors.ts';

export type ReceivedFile = {
  filename: string | undefined;
  size: number;
  /** The form's text fields sent before the file. */
  fields: Record<string, string>;
};

function textFields(part: NonNullable<Awaited<ReturnType<FastifyRequest['file']>>>) {
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(part.fields)) {
    const one = Array.isArray(value) ? value[0] : value;
    if (one && one.type === 'field' && typeof one.value === 'string') fields[name] = one.value;
  }
  return fields;
}

/**
 * Room for the form around the file (boundaries, part headers, a few small fields): a body
 * that declares more than the file limit plus this is refused before any byte is read.
 */
const formOverheadBytes = 64 * 1024;

const incomplete = () => new AppError('upload_incomplete');

class FileLimitReached extends Error {}

/** Passes bytes on while fewer than `maxBytes` went through; fails the stream at the limit. */
function byteLimit(maxBytes: number, counted: (n: number) => void) {
  let total = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      total += chunk.length;
      counted(total);
      if (total >= maxBytes) done(new FileLimitReached());
      else done(null, chunk);
    },
  });
}

/**
 * Streams the one file of a multipart/form-data request to `path`, counting bytes as they
 * arrive: at `maxBytes` it stops reading and throws `tooLarge()` (413) at once, whatever the
 * body still holds (a declared Content-Length over the limit is refused before reading). A
 * truncated or malformed body is 400 `upload_incomplete`; no file part is 400 `file: required`.
 * The caller removes `path`, also when this throws, and closes the connection of an answer
 * sent before the body was all read (`closeUnreadBodies`).
 */
export async function receiveMultipartFile(
  request: FastifyRequest,
  path: string,
  opts: { maxBytes: number; tooLarge: () => AppError },
): Promise<ReceivedFile> {
  if (!request.isMultipart()) throw new AppError('unsupported_media_type');
  const { tooLarge } = opts;
  const declared = Number(request.headers['content-length']);
  if (declared > opts.maxBytes + formOverheadBytes) throw tooLarge();

  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    // busboy's own limit is a backstop: the counter below stops first.
    part = await request.file({ limits: { fileSize: opts.maxBytes, files: 1 } });
  } catch {
    throw incomplete();
  }
  if (!part) throw validationFailed({ file: 'required' });

  let size = 0;
  try {
    await pipeline(
      part.file,
      byteLimit(opts.maxBytes, (n) => (size = n)),
      createWriteStream(path, { flags: 'wx' }),
    );
  } catch (error) {
    if (error instanceof FileLimitReached || part.file.truncated) throw tooLarge();
    // A failing disk is the server's fault, not the body's.
    if ((error as NodeJS.ErrnoException).syscall) throw error;
    throw incomplete();
  }
  // busboy's own limit (the backstop) cuts a file short without an error.
  if (part.file.truncated) throw tooLarge();
  return { filename: part.filename, size, fields: textFields(part) };
}

/**
 * An answer sent before the request's body was all read (a refusal: too large, 401, 429…)
 * ends the connection. Otherwise Node, to keep the connection alive, reads and discards the
 * rest of a body of any size, and the client goes on sending it.
 */
export async function closeUnreadBodies(request: FastifyRequest, reply: FastifyReply) {
  if (!request.raw.complete) reply.header('connection', 'close');
}
