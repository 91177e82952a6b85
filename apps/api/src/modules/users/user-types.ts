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
