import type { Language } from '@soundpost/contracts/locales';
import type { AppContext } from '../../lib/context.ts';
import { hashToken, randomToken } from '../../lib/tokens.ts';
import { appLink, sendAccountMail } from '../mail/index.ts';
import { findUserByEmail } from '../users/index.ts';
import { toPercent } from './split-status.ts';

/**
 * A fresh invitation link: the token goes in the mail only, its hash on the split (like every
 * other e-mail link, decision 014). A resend replaces the hash, so the older link dies.
 */
export function invitationToken() {
  const token = randomToken();
  return { token, tokenHash: hashToken(token) };
}

/**
 * Mails the invitation to `email`: in the language of the account that has the address, else
 * in the inviter's, greeting the account's name or the address itself.
 */
export async function sendInvitationMail(
  ctx: AppContext,
  invitation: { email: string; token: string; basisPoints: number; title: string },
  inviter: { name: string; lang: Language },
) {
  const invitee = await findUserByEmail(ctx.db, invitation.email);
  const lang = invitee?.lang ?? inviter.lang;
  await sendAccountMail(ctx, 'splitInvitation', {
    to: invitation.email,
    lang,
    name: invitee?.name ?? invitation.email,
    link: appLink(ctx, '/splits/invitation', { token: invitation.token }),
    details: {
      inviter: inviter.name,
      title: invitation.title,
      percent: formatShare(lang, invitation.basisPoints),
    },
  });
}

const formatShare = (lang: Language, basisPoints: number) =>
  new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 2 }).format(
    toPercent(basisPoints) / 100,
  );

/**
 * Tells the release's owner, in their language, that a collaborator accepted or declined a
 * split; the link opens the release's splits.
 */
export async function sendAnswerMail(
  ctx: AppContext,
  answer: {
    answer: 'accept' | 'decline';
    owner: { email: string; name: string; lang: Language };
    collaborator: string;
    releaseId: string;
    title: string;
    basisPoints: number;
  },
) {
  const { owner } = answer;
  await sendAccountMail(ctx, answer.answer === 'accept' ? 'splitAccepted' : 'splitDeclined', {
    to: owner.email,
    lang: owner.lang,
    name: owner.name,
    link: appLink(ctx, `/distributions/${answer.releaseId}`),
    details: {
      collaborator: answer.collaborator,
      title: answer.title,
      percent: formatShare(owner.lang, answer.basisPoints),
    },
  });
}
