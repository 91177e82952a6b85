import type { Language } from '@soundpost/contracts/locales';
import type { AppContext } from '../../lib/context.ts';
import { renderMail, type MailTemplate } from './templates.ts';

export type AccountMail = {
  to: string;
  lang: Language;
  name: string;
  link: string;
  email?: string;
  details?: Record<string, string>;
};

/** Renders an account e-mail in the recipient's language and queues it for delivery. */
export async function sendAccountMail(ctx: AppContext, template: MailTemplate, mail: AccountMail) {
  const { subject, html, text } = renderMail(ctx.i18n, mail.lang, template, {
    name: mail.name,
    link: mail.link,
    email: mail.email,
    details: mail.details,
    support: ctx.config.supportEmail,
  });
  await ctx.mailer.send({ to: mail.to, subject, html, text });
}

/** A link into the web app, e.g. appLink(ctx, '/auth/verify-email', {token}). */
export function appLink(ctx: AppContext, path: string, query: Record<string, string> = {}) {
  // Concatenated, not resolved, so an APP_URL with a path prefix keeps it.
  const search = new URLSearchParams(query).toString();
  return `${ctx.config.appUrl}${path}${search ? `?${search}` : ''}`;
}
