import type { AppContext } from '../../lib/context.ts';
import { appLink, sendAccountMail } from '../mail/index.ts';
import { findUserById } from '../users/index.ts';
import type { FormRequestRow } from './forms.table.ts';

/** E-mails the request's owner the team's reply, in their language, with a link to the thread. */
export async function sendReplyMail(ctx: AppContext, request: FormRequestRow, body: string) {
  const owner = await findUserById(ctx.db, request.ownerId);
  if (!owner) return;
  const t = ctx.i18n.getFixedT(owner.lang, 'forms');
  await sendAccountMail(ctx, 'formReply', {
    to: owner.email,
    lang: owner.lang,
    name: owner.name,
    link: appLink(ctx, `/forms/requests/${request.id}`),
    details: {
      form: t(`forms.${request.formId}.title`),
      status: t(`statuses.${request.status}`),
      message: body,
    },
  });
}
