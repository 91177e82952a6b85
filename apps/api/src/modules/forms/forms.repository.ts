import { and, asc, desc, eq, gt, inArray, isNull, lt } from 'drizzle-orm';
import type { FormRequestStatus } from '@soundpost/contracts/forms';
import type { Db } from '../../db/client.ts';
import { beforeCursor, type PageCursor } from '../../lib/page-cursor.ts';
import { userView } from '../users/index.ts';
import {
  formAttachments,
  formMessages,
  formRequests,
  type FormAttachmentRow,
  type FormMessageRow,
  type FormRequestRow,
} from './forms.table.ts';

type Page = { cursor: PageCursor | undefined; limit: number };

export async function insertRequest(db: Db, values: Omit<FormRequestRow, 'id'>) {
  const [row] = await db.insert(formRequests).values(values).returning();
  return row!;
}

export async function findRequest(db: Db, id: string): Promise<FormRequestRow | undefined> {
  const [row] = await db.select().from(formRequests).where(eq(formRequests.id, id));
  return row;
}

/** The request, locked until the transaction ends: one reply decides it at a time. */
export async function lockRequest(db: Db, id: string): Promise<FormRequestRow | undefined> {
  const [row] = await db.select().from(formRequests).where(eq(formRequests.id, id)).for('update');
  return row;
}

export async function setRequestStatus(
  db: Db,
  id: string,
  status: FormRequestStatus,
  updatedAt: Date,
) {
  await db.update(formRequests).set({ status, updatedAt }).where(eq(formRequests.id, id));
}

const owners = userView('form_owners');

const summary = {
  id: formRequests.id,
  formId: formRequests.formId,
  status: formRequests.status,
  createdAt: formRequests.createdAt,
  updatedAt: formRequests.updatedAt,
  ownerName: owners.name,
};

/** Requests newest first: one owner's, or the team's inbox of one status. */
export function listRequests(
  db: Db,
  filter: { ownerId: string } | { status: FormRequestStatus },
  page: Page,
) {
  return db
    .select(summary)
    .from(formRequests)
    .leftJoin(owners, eq(owners.id, formRequests.ownerId))
    .where(
      and(
        'ownerId' in filter
          ? eq(formRequests.ownerId, filter.ownerId)
          : eq(formRequests.status, filter.status),
        beforeCursor(page.cursor, formRequests.createdAt, formRequests.id),
      ),
    )
    .orderBy(desc(formRequests.createdAt), desc(formRequests.id))
    .limit(page.limit + 1);
}

export async function insertMessage(db: Db, values: Omit<FormMessageRow, 'id'>) {
  const [row] = await db.insert(formMessages).values(values).returning();
  return row!;
}

/** A request's thread, oldest first, with each author's name. */
export function listMessages(db: Db, requestId: string) {
  const authors = userView('form_authors');
  return db
    .select({ message: formMessages, authorName: authors.name })
    .from(formMessages)
    .leftJoin(authors, eq(authors.id, formMessages.authorId))
    .where(eq(formMessages.requestId, requestId))
    .orderBy(asc(formMessages.createdAt), asc(formMessages.id));
}

export async function insertAttachment(db: Db, values: Omit<FormAttachmentRow, 'requestId'>) {
  const [row] = await db.insert(formAttachments).values(values).returning();
  return row!;
}

export async function findAttachment(db: Db, id: string): Promise<FormAttachmentRow | undefined> {
  const [row] = await db.select().from(formAttachments).where(eq(formAttachments.id, id));
  return row;
}

export function listAttachments(db: Db, requestId: string) {
  return db
    .select()
    .from(formAttachments)
    .where(eq(formAttachments.requestId, requestId))
    .orderBy(asc(formAttachments.createdAt));
}

/**
 * Gives the owner's loose attachments uploaded after `after` to a request; the ids it took.
 * An id of another user, already taken, or too old (the sweep's) is not among them.
 */
export async function takeAttachments(
  db: Db,
  take: { ownerId: string; ids: string[]; requestId: string; after: Date },
) {
  const { ownerId, ids, requestId, after } = take;
  if (!ids.length) return [];
  const rows = await db
    .update(formAttachments)
    .set({ requestId })
    .where(
      and(
        inArray(formAttachments.id, ids),
        eq(formAttachments.ownerId, ownerId),
        isNull(formAttachments.requestId),
        gt(formAttachments.createdAt, after),
      ),
    )
    .returning({ id: formAttachments.id });
  return rows.map((r) => r.id);
}

/** Attachments no request took, uploaded before `before`. */
export function findLooseAttachments(db: Db, before: Date, limit: number) {
  return db
    .select({ id: formAttachments.id, storageKey: formAttachments.storageKey })
    .from(formAttachments)
    .where(and(isNull(formAttachments.requestId), lt(formAttachments.createdAt, before)))
    .limit(limit);
}

export async function deleteLooseAttachments(db: Db, ids: string[]) {
  if (!ids.length) return;
  await db
    .delete(formAttachments)
    .where(and(inArray(formAttachments.id, ids), isNull(formAttachments.requestId)));
}
