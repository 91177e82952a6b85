import type { i18n } from 'i18next';
import type { Language } from '@soundpost/contracts/locales';

export const productName = 'Soundpost';

export type MailTemplate = 'verifyEmail' | 'passwordReset' | 'emailChange' | 'passwordChanged';

export type MailVars = {
  name: string;
  /** The one call to action: a verification, reset or help link. */
  link: string;
  /** The address being confirmed (e-mail change). */
  email?: string;
  support: string;
};

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Every interpolated value comes from users (names, addresses), so all text is escaped. */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => htmlEscapes[c]!);

/** Subject, HTML and plain-text body of one account e-mail, in the recipient's language. */
export function renderMail(i18n: i18n, lang: Language, template: MailTemplate, vars: MailVars) {
  const t = i18n.getFixedT(lang, 'emails');
  const values = { ...vars, product: productName };
  const say = (key: string) => t(key, values);
  const paragraphs = [say(`${template}.intro`)];
  if (template === 'passwordChanged') paragraphs.push(say('passwordChanged.warning'));
  const notes =
    template === 'passwordChanged'
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

  const p = (s: string, style = '') => `<p style="margin:0 0 16px;${style}">${escapeHtml(s)}</p>`;
  const link = escapeHtml(vars.link);
  const html = `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(say(`${template}.subject`))}</title></head>
<body style="margin:0;padding:24px;background:#f4f4f5;font-family:Helvetica,Arial,sans-serif;font-size:16px;line-height:1.5;color:#18181b">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold">${productName}</p>
${p(greeting)}
${paragraphs.map((s) => p(s)).join('\n')}
<p style="margin:24px 0"><a href="${link}" style="display:inline-block;background:#7c3aed;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:bold">${escapeHtml(action)}</a></p>
${p(say('linkFallback'), 'font-size:14px;color:#52525b')}
<p style="margin:0 0 16px;font-size:14px;word-break:break-all"><a href="${link}">${link}</a></p>
${notes.map((s) => p(s, 'font-size:14px;color:#52525b')).join('\n')}
${p(signature)}
</div>
</body>
</html>
`;
  return { subject: say(`${template}.subject`), html, text };
}
