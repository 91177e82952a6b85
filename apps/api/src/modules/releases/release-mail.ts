import type { i18n, TFunction } from 'i18next';
import type { ReopeningReason } from '@soundpost/contracts/catalog';
import type { Language } from '@soundpost/contracts/locales';
import type { ReleaseActivityKind } from '@soundpost/contracts/releases';
import type { AppContext } from '../../lib/context.ts';
import { appLink, button, mailHtml, paragraph, productName } from '../mail/index.ts';
import { findUserById } from '../users/index.ts';
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
  'expired',
]);

export type ReleaseMailVars = {
  name: string;
  title: string;
  link: string;
  referenceId?: string | null;
  /** Reopened: the catalogue's reason, told by its name, meaning and fix (never a team code). */
  reason?: ReopeningReason | null;
  /** The team's note (reopened) or message (rejected). */
  note?: string | null;
  /** Reopened: the status it left; a release the stores have stays there meanwhile. */
  from?: string | null;
};

/** Statuses in which the stores have the release. */
const inStores = new Set(['published', 'live']);

/** The paragraphs after the intro, in the order the artist needs them. */
function details(t: TFunction<string[]>, kind: ReleaseMailKind, vars: ReleaseMailVars) {
  const reason = vars.reason;
  return [
    ...(reason
      ? [
          t('reason', { name: t(`releases:reasons.${reason}.name`) }),
          t(`releases:reasons.${reason}.meaning`),
          t('fix', { fix: t(`releases:reasons.${reason}.fix`) }),
        ]
      : []),
    ...(vars.note ? [t(kind === 'rejected' ? 'message' : 'note', vars)] : []),
    ...(reason && vars.from && inStores.has(vars.from) ? [t('stillInStores')] : []),
    ...(vars.referenceId ? [t('referenceId', vars)] : []),
  ];
}

/** Subject, HTML and text of a release status e-mail in the recipient's language. */
export function renderReleaseMail(
  i18n: i18n,
  lang: Language,
  kind: ReleaseMailKind,
  vars: ReleaseMailVars,
) {
  const t = i18n.getFixedT(lang, ['releases-mail', 'releases']);
  const common = i18n.getFixedT(lang, 'emails');
  const values = { ...vars, product: productName };
  const subject = t(`${kind}.subject`, values);
  const paragraphs = [t(`${kind}.intro`, values), ...details(t, kind, vars)];
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
  const html = mailHtml(lang, subject, [
    paragraph(greeting),
    ...paragraphs.map((p) => paragraph(p)),
    button(vars.link, action),
    paragraph(signature),
  ]);
  return { subject, html, text };
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);

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
    referenceId: kind === 'submitted' ? release.referenceId : null,
    reason: kind === 'reopened' ? release.reopeningReason : null,
    note: text(data.note),
    from: text(data.from),
  });
  await ctx.mailer.send({ to: owner.email, ...mail });
}
