import type { i18n } from 'i18next';
import type { Language } from '@soundpost/contracts/locales';
import type { ReleaseActivityKind } from '@soundpost/contracts/releases';
import type { AppContext } from '../../lib/context.ts';
import { appLink } from '../mail/mail.service.ts';
import { escapeHtml, productName } from '../mail/templates.ts';
import { findUserById } from '../users/users.service.ts';
import type { ReleaseRow } from './releases.table.ts';

/** The status changes the artist hears about (every activity but created/updated). */
export type ReleaseMailKind = Exclude<ReleaseActivityKind, 'created' | 'updated'>;

/**
 * Receipts and changes that need the artist (or cannot be undone) are always sent; progress
 * news respects the account's "email notifications" switch.
 */
const alwaysSent: ReadonlySet<ReleaseMailKind> = new Set([
  'submitted',
  'reopened',
  'rejected',
  'takedown_requested',
  'removed',
]);

export type ReleaseMailVars = {
  name: string;
  title: string;
  link: string;
  reference?: string | null;
  reason?: string | null;
  note?: string | null;
};

/** Subject, HTML and text of a release status e-mail in the recipient's language. */
export function renderReleaseMail(
  i18n: i18n,
  lang: Language,
  kind: ReleaseMailKind,
  vars: ReleaseMailVars,
) {
  const t = i18n.getFixedT(lang, 'releases-mail');
  const common = i18n.getFixedT(lang, 'emails');
  const values = { ...vars, product: productName };
  const subject = t(`${kind}.subject`, values);
  const paragraphs = [
    t(`${kind}.intro`, values),
    ...(vars.reason ? [t('reason', { reason: t(`reasons.${vars.reason}`) })] : []),
    ...(vars.note ? [t('note', values)] : []),
    ...(vars.reference ? [t('reference', values)] : []),
  ];
  const greeting = common('greeting', values);
  const signature = common('signature', values);
  const action = t('action');

  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    `${action}: ${vars.link}`,
    '',
    signature,
    '',
  ].join('\n');
  const p = (s: string) => `<p style="margin:0 0 16px">${escapeHtml(s)}</p>`;
  const link = escapeHtml(vars.link);
  const html = `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f4f5;font-family:Helvetica,Arial,sans-serif;font-size:16px;line-height:1.5;color:#18181b">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold">${productName}</p>
${p(greeting)}
${paragraphs.map(p).join('\n')}
<p style="margin:24px 0"><a href="${link}" style="display:inline-block;background:#7c3aed;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:bold">${escapeHtml(action)}</a></p>
${p(signature)}
</div>
</body>
</html>
`;
  return { subject, html, text };
}

/** E-mails the release's owner about a status change, in their language, through the queue. */
export async function sendReleaseMail(
  ctx: AppContext,
  release: ReleaseRow,
  kind: ReleaseMailKind,
  data: Record<string, unknown>,
): Promise<void> {
  const owner = await findUserById(ctx.db, release.ownerId);
  if (!owner || (!alwaysSent.has(kind) && !owner.emailNotifications)) return;
  const mail = renderReleaseMail(ctx.i18n, owner.lang, kind, {
    name: owner.name,
    title: release.title ?? '',
    link: appLink(ctx, `/distributions/${release.id}`),
    reference: kind === 'submitted' ? release.referenceId : null,
    reason: typeof data.reason === 'string' ? data.reason : null,
    note: typeof data.note === 'string' ? data.note : null,
  });
  await ctx.mailer.send({ to: owner.email, ...mail });
}
