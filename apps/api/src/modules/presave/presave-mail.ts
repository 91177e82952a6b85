import type { Language } from '@soundpost/contracts/locales';
import type { AppContext } from '../../lib/context.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { button, mailHtml, paragraph, productName } from '../mail/index.ts';

export type PresaveMailKind = 'confirm' | 'released';

/**
 * The two e-mails an e-mail subscriber gets (decision 054): the double opt-in's confirmation,
 * and the release day's "out now". Each has its one action and the link to leave, which deletes
 * the subscription and the address with it.
 */
export function renderPresaveMail(
  ctx: AppContext,
  lang: Language,
  kind: PresaveMailKind,
  vars: { title: string; artist: string; link: string; leave: string },
) {
  const t = ctx.i18n.getFixedT(lang, 'presave');
  const values = { ...vars, product: productName };
  const subject = t(`mail.${kind}.subject`, values);
  const intro = t(`mail.${kind}.intro`, values);
  const action = t(`mail.${kind}.action`, values);
  const why = t(`mail.${kind}.why`, values);
  const leave = t('mail.leave', values);
  const small = 'font-size:14px;color:#52525b';
  const text = [intro, '', `${action}: ${vars.link}`, '', why, '', `${leave}: ${vars.leave}`, ''];
  const html = mailHtml(lang, subject, [
    paragraph(intro),
    button(vars.link, action),
    paragraph(why, small),
    `<p style="margin:0 0 16px;${small}"><a href="${escapeHtml(vars.leave)}">${escapeHtml(leave)}</a></p>`,
  ]);
  return { subject, html, text: text.join('\n') };
}
