import { open, mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { type FormAttachment, type FormAttachmentFormat } from '@soundpost/contracts/forms';
import type { AppContext } from '../../lib/context.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { Actor } from '../../plugins/types.ts';
import { cleanFilename, receivingDir, type ReceivedFile } from '../uploads/index.ts';
import * as repo from './forms.repository.ts';
import type { FormAttachmentRow } from './forms.table.ts';

const hours = (n: number) => n * 60 * 60 * 1000;
/** A file must be sent with a request within this long of its upload… */
export const attachmentUsableFor = hours(12);
/** …and one that was not is swept after this long (later, so none is swept while taken). */
const looseFor = hours(24);

export const contentTypes: Record<FormAttachmentFormat, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

/** The format of a file from its first bytes, never from its name or the browser's type. */
export function sniffFormat(head: Buffer): FormAttachmentFormat | null {
  if (head.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'png';
  }
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  const riff = head.subarray(0, 4).toString('latin1') === 'RIFF';
  if (riff && head.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  return null;
}

async function readHead(path: string) {
  const file = await open(path, 'r');
  try {
    const head = Buffer.alloc(16);
    await file.read(head, 0, 16, 0);
    return head;
  } finally {
    await file.close();
  }
}

const storageKey = (id: string) => `form-attachments/${id}`;

export const attachmentDto = (row: FormAttachmentRow): FormAttachment => ({
  id: row.id,
  filename: row.filename,
  format: row.format,
  size: row.size,
  url: `/v1/forms/attachments/${row.id}`,
});

/**
 * Receives one file for a form (streamed to a temporary file, cut off at the size limit),
 * checks its format from its bytes and stores it, the actor's until a request takes it.
 */
export async function createAttachment(
  ctx: AppContext,
  actor: Actor,
  receive: (path: string) => Promise<ReceivedFile>,
): Promise<FormAttachment> {
  await mkdir(receivingDir(ctx), { recursive: true });
  const path = join(receivingDir(ctx), `form-${crypto.randomUUID()}`);
  try {
    const file = await receive(path);
    const format = file.size > 0 ? sniffFormat(await readHead(path)) : null;
    if (!format) throw new AppError('form_attachment_format');
    const id = crypto.randomUUID();
    await ctx.storage.putFile(storageKey(id), path);
    const row = await repo
      .insertAttachment(ctx.db, {
        id,
        ownerId: actor.user.id,
        filename: cleanFilename(file.filename, `attachment.${format}`),
        format,
        size: file.size,
        storageKey: storageKey(id),
        createdAt: ctx.clock.now(),
      })
      .catch(async (error: unknown) => {
        await ctx.storage.delete(storageKey(id));
        throw error;
      });
    return attachmentDto(row);
  } finally {
    await rm(path, { force: true });
  }
}

/** An attachment's bytes, for its owner and the admins; 404 for anyone else. */
export async function openAttachment(ctx: AppContext, actor: Actor, id: string) {
  const row = isUuid(id) ? await repo.findAttachment(ctx.db, id) : undefined;
  if (!row || (row.ownerId !== actor.user.id && actor.user.role !== 'admin')) throw notFound();
  const file = await ctx.storage.get(row.storageKey);
  if (!file) throw notFound();
  return { ...file, filename: row.filename, contentType: contentTypes[row.format] };
}

/** Housekeeping: files uploaded for a form that no request took within a day, bytes first. */
export async function deleteLooseAttachments(ctx: AppContext, now: Date) {
  const loose = await repo.findLooseAttachments(ctx.db, new Date(now.getTime() - looseFor), 500);
  for (const row of loose) await ctx.storage.delete(row.storageKey);
  await repo.deleteLooseAttachments(
    ctx.db,
    loose.map((r) => r.id),
  );
  return loose.length;
}
