import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../lib/context.ts';
import { AppError, validationFailed } from '../../lib/errors.ts';
import { receiveMultipartFile } from './receive-multipart-file.ts';
import { receivingDir } from './stale-files.ts';

/**
 * Receives a report (its form fields, then the file) into a file of the receiving folder,
 * streamed up to `maxBytes` (413 beyond), checks the fields by `fields` (400 naming each field
 * that is invalid) and hands both to `use`; the file is removed whatever happens. What the
 * royalty and the trend imports take in.
 */
export async function withReceivedReport<S extends z.ZodType, T>(
  ctx: AppContext,
  request: FastifyRequest,
  opts: { fields: S; maxBytes: number },
  use: (fields: z.output<S>, file: { path: string; filename: string | undefined }) => Promise<T>,
): Promise<T> {
  await mkdir(receivingDir(ctx), { recursive: true });
  const path = join(receivingDir(ctx), `report-${crypto.randomUUID()}`);
  try {
    const file = await receiveMultipartFile(request, path, {
      maxBytes: opts.maxBytes,
      tooLarge: () => new AppError('payload_too_large'),
    });
    const fields = opts.fields.safeParse(file.fields);
    if (!fields.success) {
      throw validationFailed(
        Object.fromEntries(fields.error.issues.map((i) => [i.path.join('.'), 'invalid'])),
      );
    }
    return await use(fields.data, { path, filename: file.filename });
  } finally {
    await rm(path, { force: true });
  }
}
