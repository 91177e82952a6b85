import type { z } from 'zod';
import {
  formAnswersSchema,
  formDefinitions,
  isFormId,
  type AdminFormRequest,
  type FormAnswers,
  type FormReply,
  type FormRequest,
  type FormRequestStatus,
  type FormSubmission,
  type formRequestPageQuerySchema,
} from '@soundpost/contracts/forms';
import type { AppContext } from '../../lib/context.ts';
import { AppError, notFound, validationFailed } from '../../lib/errors.ts';
import { decodeCursor, toPage } from '../../lib/page-cursor.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { Actor } from '../../plugins/types.ts';
import { findUserById } from '../users/index.ts';
import { namesOf, resolveAnswers } from './form-answers.ts';
import { attachmentDto, attachmentUsableFor } from './form-attachments.ts';
import { applyApprovedChange } from './form-changes.ts';
import { sendReplyMail } from './form-mail.ts';
import * as repo from './forms.repository.ts';
import type { FormRequestRow } from './forms.table.ts';

const formOf = (id: string) => {
  if (!isFormId(id)) throw notFound();
  return formDefinitions[id];
};

/** The attachment ids the answers' file fields hold. */
const attachmentIds = (formId: string, answers: FormAnswers) =>
  formOf(formId).fields.flatMap((field) => {
    const value = answers[field.name];
    return field.type === 'file' && Array.isArray(value) ? value : [];
  });

/** A request with its thread; the user reads the team as one voice, the team its names. */
async function toRequestDto(
  ctx: AppContext,
  row: FormRequestRow,
  audience: 'owner' | 'team' = 'owner',
): Promise<FormRequest> {
  const [messages, attachments, names] = await Promise.all([
    repo.listMessages(ctx.db, row.id),
    repo.listAttachments(ctx.db, row.id),
    namesOf(ctx, formOf(row.formId), row.answers),
  ]);
  return {
    id: row.id,
    formId: row.formId,
    status: row.status,
    answers: row.answers,
    names,
    attachments: attachments.map(attachmentDto),
    messages: messages.map(({ message, authorName }) => ({
      id: message.id,
      fromTeam: message.fromTeam,
      authorName: audience === 'team' ? authorName : null,
      body: message.body,
      status: message.status,
      createdAt: message.createdAt.toISOString(),
    })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Sends a request through one of the forms: the answers checked against the form's definition
 * (the same schema the page uses), every chosen release, track, artist and file the actor's
 * own, the read-only fields filled from what was chosen; the request and its files in one
 * transaction.
 */
export async function submitRequest(
  ctx: AppContext,
  actor: Actor,
  formId: string,
  body: FormSubmission,
): Promise<FormRequest> {
  const form = formOf(formId);
  const parsed = formAnswersSchema(form).safeParse(body.answers);
  if (!parsed.success) {
    throw validationFailed(
      Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.') || '_', i.message])),
    );
  }
  const answers = await resolveAnswers(ctx, actor, form, parsed.data);
  const files = attachmentIds(form.id, answers);
  for (const id of files) {
    const file = await repo.findAttachment(ctx.db, id);
    if (file?.ownerId !== actor.user.id) throw notFound();
  }
  const now = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    const row = await repo.insertRequest(tx, {
      ownerId: actor.user.id,
      formId: form.id,
      status: 'open',
      answers,
      createdAt: now,
      updatedAt: now,
    });
    const taken = await repo.takeAttachments(tx, {
      ownerId: actor.user.id,
      ids: files,
      requestId: row.id,
      after: new Date(now.getTime() - attachmentUsableFor),
    });
    // A file another request took meanwhile (or one too old): the request goes back too.
    if (taken.length !== new Set(files).size) throw new AppError('form_attachment_used');
    return row;
  });
  return toRequestDto(ctx, row);
}

type PageQuery = z.output<typeof formRequestPageQuerySchema>;

const toSummary = (row: Awaited<ReturnType<typeof repo.listRequests>>[number]) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

async function listPage(
  ctx: AppContext,
  filter: Parameters<typeof repo.listRequests>[1],
  query: PageQuery,
) {
  const page = { cursor: decodeCursor(query.cursor), limit: query.limit };
  return toPage(await repo.listRequests(ctx.db, filter, page), query.limit, toSummary);
}

/** The actor's requests, newest first, a page at a time. */
export async function listOwnRequests(ctx: AppContext, actor: Actor, query: PageQuery) {
  return listPage(ctx, { ownerId: actor.user.id }, query);
}

/** The team's inbox: the requests in one status, newest first. */
export async function listInbox(ctx: AppContext, query: PageQuery & { status: FormRequestStatus }) {
  return listPage(ctx, { status: query.status }, query);
}

async function findRequestOr404(ctx: AppContext, id: string) {
  const row = isUuid(id) ? await repo.findRequest(ctx.db, id) : undefined;
  if (!row) throw notFound();
  return row;
}

/** One of the actor's requests with its thread; another user's is 404. */
export async function getOwnRequest(ctx: AppContext, actor: Actor, id: string) {
  const row = await findRequestOr404(ctx, id);
  if (row.ownerId !== actor.user.id) throw notFound();
  return toRequestDto(ctx, row);
}

/** A request as the team reads it: who sent it too. */
export async function getInboxRequest(ctx: AppContext, id: string): Promise<AdminFormRequest> {
  const row = await findRequestOr404(ctx, id);
  const owner = await findUserById(ctx.db, row.ownerId);
  return {
    ...(await toRequestDto(ctx, row, 'team')),
    owner: { id: row.ownerId, name: owner?.name ?? '', email: owner?.email ?? '' },
  };
}

const decided = new Set<FormRequestStatus>(['approved', 'rejected']);

/**
 * The team's reply, moving the request to `status`, in one transaction with what approval
 * does (a metadata change written into the release and its update queued to the stores);
 * the user is e-mailed after the commit. An approved or rejected request keeps its status:
 * another reply may follow, a change of status is 409 `form_request_decided`.
 */
export async function replyToRequest(
  ctx: AppContext,
  actor: Actor,
  id: string,
  input: FormReply,
): Promise<AdminFormRequest> {
  await findRequestOr404(ctx, id);
  const now = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    const row = (await repo.lockRequest(tx, id))!;
    if (decided.has(row.status) && input.status !== row.status) {
      throw new AppError('form_request_decided');
    }
    if (input.status === 'approved' && row.status !== 'approved') {
      await applyApprovedChange(ctx, tx, actor, row);
    }
    await repo.insertMessage(tx, {
      requestId: row.id,
      authorId: actor.user.id,
      fromTeam: true,
      body: input.body,
      status: input.status === row.status ? null : input.status,
      createdAt: now,
    });
    await repo.setRequestStatus(tx, row.id, input.status, now);
    return { ...row, status: input.status, updatedAt: now };
  });
  await sendReplyMail(ctx, row, input.body);
  return getInboxRequest(ctx, row.id);
}
