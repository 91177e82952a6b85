import { randomInt } from 'node:crypto';
import { generateSecret, generateURI } from 'otplib';
import QRCode from 'qrcode';
import type { Reauth } from '@soundpost/contracts/users';
import type { AppContext } from '../../lib/context.ts';
import { AppError, unauthenticated } from '../../lib/errors.ts';
import type { Actor } from '../../plugins/types.ts';
import { productName } from '../mail/index.ts';
import { loadActorUser, recordUserActivity, updateUser, toUserDto } from '../users/index.ts';
import * as repo from './auth.repository.ts';
import { rememberDevice } from './device-cookie.ts';
import { retireCredentialLinks } from './one-time-tokens.ts';
import { assertOwnerPresent } from './reauth.ts';
import { assertNotImpersonating, beginSession, type Web } from './sign-in.ts';
import { checkCode, hashRecoveryCode } from './twofactor-code.ts';
import { sealTotpSecret } from './totp-secrets.ts';

export { hashRecoveryCode };

const recoveryCodeCount = 10;
// No 0/o, 1/l/i: codes are typed from paper.
const recoveryAlphabet = 'abcdefghjkmnpqrstuvwxyz23456789';

function newRecoveryCode() {
  const part = () =>
    Array.from({ length: 5 }, () => recoveryAlphabet[randomInt(recoveryAlphabet.length)]).join('');
  return `${part()}-${part()}`;
}

/** Makes and stores a fresh set of recovery codes (the old ones stop working). */
async function issueRecoveryCodes(ctx: AppContext, userId: string) {
  const recoveryCodes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
  await repo.replaceRecoveryCodes(ctx.db, userId, recoveryCodes.map(hashRecoveryCode));
  return { recoveryCodes };
}

/** Completes a sign-in that waits for its second factor and starts the real session. */
export async function confirmTwofactor(ctx: AppContext, web: Web, code: string) {
  const actor = web.request.actor;
  if (!actor) throw unauthenticated();
  if (!actor.session.twofactorPending) throw new AppError('conflict');
  const user = await loadActorUser(ctx, actor);
  const { recovery } = await checkCode(ctx, web, user, code, {
    allowRecovery: true,
  });
  const session = await beginSession(ctx, web, actor.user.id);
  rememberDevice(ctx, web, actor.user.id);
  if (recovery) await recordUserActivity(ctx, actor.user.id, 'recovery_code_used', web.request);
  await recordUserActivity(ctx, actor.user.id, 'signed_in', web.request, { twofactor: true });
  return { user: toUserDto(user, session) };
}

/**
 * Creates a new secret (not active until `enableTwofactor` checks a code made from it). Like
 * every credential change it needs the owner's proof, not only a session.
 */
export async function setupTwofactor(ctx: AppContext, web: Web, actor: Actor, proof: Reauth) {
  const user = await loadActorUser(ctx, actor);
  if (user.twofactorEnabledAt) throw new AppError('twofactor_already_enabled');
  await assertOwnerPresent(ctx, web, actor, user, proof);
  const secret = generateSecret();
  await updateUser(ctx.db, user.id, {
    twofactorSecret: sealTotpSecret(ctx.config, secret),
    updatedAt: ctx.clock.now(),
  });
  const otpauthUrl = generateURI({ issuer: productName, label: user.email, secret });
  return { secret, otpauthUrl, qrCode: await QRCode.toDataURL(otpauthUrl, { margin: 2 }) };
}

/** Turns two-factor on after a correct code; returns the recovery codes, shown only once. */
export async function enableTwofactor(
  ctx: AppContext,
  web: Web,
  actor: Actor,
  input: Reauth & { code: string },
) {
  const user = await loadActorUser(ctx, actor);
  if (user.twofactorEnabledAt) throw new AppError('twofactor_already_enabled');
  if (!user.twofactorSecret) throw new AppError('twofactor_setup_required');
  await assertOwnerPresent(ctx, web, actor, user, input);
  await checkCode(ctx, web, user, input.code, { allowRecovery: false });
  const codes = await issueRecoveryCodes(ctx, user.id);
  const now = ctx.clock.now();
  await updateUser(ctx.db, user.id, { twofactorEnabledAt: now, updatedAt: now });
  await retireCredentialLinks(ctx, user.id);
  await recordUserActivity(ctx, user.id, 'twofactor_enabled', web.request);
  return codes;
}

/** Turns two-factor off; needs a current code and, when the account has one, the password. */
export async function disableTwofactor(
  ctx: AppContext,
  web: Web,
  actor: Actor,
  input: { currentPassword?: string; code: string },
) {
  assertNotImpersonating(actor);
  const user = await loadActorUser(ctx, actor);
  if (!user.twofactorEnabledAt) throw new AppError('twofactor_not_enabled');
  // Without a password the code itself is the owner's proof (checked just below).
  if (user.passwordHash) await assertOwnerPresent(ctx, web, actor, user, input);
  await checkCode(ctx, web, user, input.code, { allowRecovery: false });
  const now = ctx.clock.now();
  await updateUser(ctx.db, user.id, {
    twofactorSecret: null,
    twofactorEnabledAt: null,
    updatedAt: now,
  });
  await repo.deleteRecoveryCodes(ctx.db, user.id);
  await retireCredentialLinks(ctx, user.id);
  await recordUserActivity(ctx, user.id, 'twofactor_disabled', web.request);
  return { ok: true as const };
}

/** Replaces the recovery codes (e.g. after using some); returns the new ones, shown once. */
export async function regenerateRecoveryCodes(
  ctx: AppContext,
  web: Web,
  actor: Actor,
  proof: Reauth,
) {
  const user = await loadActorUser(ctx, actor);
  if (!user.twofactorEnabledAt) throw new AppError('twofactor_not_enabled');
  await assertOwnerPresent(ctx, web, actor, user, proof);
  const codes = await issueRecoveryCodes(ctx, user.id);
  await recordUserActivity(ctx, user.id, 'recovery_codes_regenerated', web.request);
  return codes;
}
