import type { i18n } from 'i18next';
import type { Language } from '@soundpost/contracts/locales';
import { escapeHtml } from '../../lib/escape-html.ts';

export const productName = 'Soundpost';

export type MailTemplate =
  | 'verifyEmail'
  | 'passwordReset'
  | 'emailChange'
  | 'emailChanged'
  | 'passwordChanged'
  | 'splitInvitation'
  | 'splitAccepted'
  | 'splitDeclined'
  | 'paymentReceipt'
  | 'subscriptionCanceled'
  | 'pitchAccepted'
  | 'pitchDeclined'
  | 'formReply';

/** Notices of a change already made: they warn, and their link is the way back. */
const notices: MailTemplate[] = ['passwordChanged', 'emailChanged'];

/** Templates whose link does not expire: no note under the button. */
const lasting: MailTemplate[] = [
  'passwordChanged',
  'splitAccepted',
  'splitDeclined',
  'paymentReceipt',
  'subscriptionCanceled',
  'pitchAccepted',
  'pitchDeclined',
  'formReply',
];

export type MailVars = {
  name: string;
  /** The one call to action: a verification, reset, revert or help link. */
  link: string;
  /** The new address (e-mail change and its notice). */
  email?: string;
  support: string;
  /**
   * What else the template's text names (a split's inviter or collaborator, title and share; a
   * receipt's invoice, amount, item and period; the day a cancelled plan ends).
   */
  details?: Record<string, string>;
};

/** One paragraph of text (escaped); its line breaks (a team's message has some) are kept. */
export const paragraph = (text: string, style = '') =>
  `<p style="margin:0 0 16px;${style}">${escapeHtml(text).replace(/\r?\n/g, '<br>')}</p>`;

/** The one call to action of an e-mail. */
export const button = (link: string, label: string) =>
  `<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="display:inline-block;background:#7c3aed;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:bold">${escapeHtml(label)}</a></p>`;

/** The page every e-mail shares: the product's name over a card holding `blocks` (HTML). */
export const mailHtml = (lang: Language, subject: string, blocks: string[]) => `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f4f5;font-family:Helvetica,Arial,sans-serif;font-size:16px;line-height:1.5;color:#18181b">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold">${productName}</p>
${blocks.join('\n')}
</div>
</body>
</html>
`;

/** Subject, HTML and plain-text body of one account e-mail, in the recipient's language. */
export function renderMail(i18n: i18n, lang: Language, template: MailTemplate, vars: MailVars) {
  const t = i18n.getFixedT(lang, 'emails');
  const values = { ...vars, ...vars.details, product: productName };
  const say = (key: string) => t(key, values);
  const paragraphs = [say(`${template}.intro`)];
  if (notices.includes(template)) paragraphs.push(say(`${template}.warning`));
  const notes = lasting.includes(template)
    ? []
    : [
        say(`${template}.expiry`),
        ...(template === 'passwordReset' || template === 'verifyEmail' ? [say('ignore')] : []),
      ];
  const greeting = say('greeting');
  const action = say(`${template}.action`);
  const signature = say('signature');

  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    `${action}: ${vars.link}`,
    '',
    ...notes.flatMap((n) => [n, '']),
    signature,
    '',
  ].join('\n');

  const subject = say(`${template}.subject`);
  const small = 'font-size:14px;color:#52525b';
  const html = mailHtml(lang, subject, [
    paragraph(greeting),
    ...paragraphs.map((s) => paragraph(s)),
    button(vars.link, action),
    paragraph(say('linkFallback'), small),
    `<p style="margin:0 0 16px;font-size:14px;word-break:break-all"><a href="${escapeHtml(vars.link)}">${escapeHtml(vars.link)}</a></p>`,
    ...notes.map((s) => paragraph(s, small)),
    paragraph(signature),
  ]);
  return { subject, html, text };
}
