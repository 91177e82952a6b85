import type { users } from './users.table.ts';

export type UserRow = typeof users.$inferSelect;
/** A user's row, with the plan they hold now. */
export type UserWithPlan = UserRow & { planName: 'lite' | 'artist' | 'pro' };

/** What every request knows of its user (no secrets): see sessions.repository. */
export type SessionUser = Pick<
  UserWithPlan,
  | 'id'
  | 'name'
  | 'username'
  | 'email'
  | 'emailVerifiedAt'
  | 'role'
  | 'lang'
  | 'freeze'
  | 'banned'
  | 'blockReason'
  | 'twofactorEnabledAt'
  | 'createdAt'
  | 'planName'
>;

/**
 * Who acts, as far as the users module needs to know: the user, and who impersonates them if
 * anyone. The request's Actor (plugins/types.ts) has this shape.
 */
export type UserActor = { user: SessionUser; session: { impersonatorId: string | null } };
