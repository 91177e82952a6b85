import { sql } from 'drizzle-orm';
import { bigint, boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import {
  formAttachmentLimits,
  formIds,
  formRequestStatuses,
  type FormAnswers,
} from '@soundpost/contracts/forms';
import { users } from '../users/users.table.ts';

/** A request sent through one of the forms (decision 055): its answers, checked at submission. */
export const formRequests = pgTable(
  'form_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    formId: text('form_id', { enum: formIds }).notNull(),
    status: text('status', { enum: formRequestStatuses }).notNull(),
    answers: jsonb('answers').$type<FormAnswers>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('form_requests_owner_created_idx').on(t.ownerId, t.createdAt),
    index('form_requests_status_created_idx').on(t.status, t.createdAt),
  ],
);

/** The team's replies to a request, each perhaps moving it to another status. */
export const formMessages = pgTable(
  'form_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => formRequests.id, { onDelete: 'cascade' }),
    /** No foreign key: a reply outlives its author's account. */
    authorId: uuid('author_id'),
    fromTeam: boolean('from_team').notNull(),
    body: text('body').notNull(),
    status: text('status', { enum: formRequestStatuses }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('form_messages_request_idx').on(t.requestId, t.createdAt)],
);

/**
 * A file uploaded for a form. It belongs to its owner until a request takes it (`requestId`);
 * one no request took within a day is swept with its bytes.
 */
export const formAttachments = pgTable(
  'form_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestId: uuid('request_id').references(() => formRequests.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    format: text('format', { enum: formAttachmentLimits.formats }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('form_attachments_request_idx').on(t.requestId),
    index('form_attachments_loose_idx')
      .on(t.createdAt)
      .where(sql`${t.requestId} is null`),
  ],
);

export type FormRequestRow = typeof formRequests.$inferSelect;
export type FormMessageRow = typeof formMessages.$inferSelect;
export type FormAttachmentRow = typeof formAttachments.$inferSelect;
