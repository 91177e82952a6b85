import type { User } from '@soundpost/contracts/users';
import type { SessionUser } from './user-types.ts';

/** The user as the API shows it to its owner; internal fields never leave. */
export function toUserDto(user: SessionUser, session?: { impersonatorId: string | null }): User {
  return {
    _id: user.id,
    name: user.name,
    username: user.username,
    email: user.email,
    emailVerified: user.emailVerifiedAt !== null,
    role: user.role,
    lang: user.lang,
    subscription: { plan_name: user.planName },
    freeze: user.freeze,
    banned: user.banned,
    blockReason: user.freeze || user.banned ? user.blockReason : null,
    impersonate: Boolean(session?.impersonatorId),
    twofactorEnabled: user.twofactorEnabledAt !== null,
    createdAt: user.createdAt.toISOString(),
  };
}
