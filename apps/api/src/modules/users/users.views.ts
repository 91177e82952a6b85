import { readView } from '../../db/read-view.ts';
import { users } from './users.table.ts';

/** Users as other modules read them: who they are and how to reach them, no secrets. */
export const userView = <Name extends string = 'users'>(name = 'users' as Name) =>
  readView
    .select({
      id: users.id,
      name: users.name,
      username: users.username,
      email: users.email,
      lang: users.lang,
      banned: users.banned,
      freeze: users.freeze,
      createdAt: users.createdAt,
      emailVerifiedAt: users.emailVerifiedAt,
    })
    .from(users)
    .as(name);

/** What every request knows of its user (SessionUser), as the sessions module reads it. */
export const sessionUserView = <Name extends string = 'users'>(name = 'users' as Name) =>
  readView
    .select({
      id: users.id,
      name: users.name,
      username: users.username,
      email: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
      role: users.role,
      lang: users.lang,
      freeze: users.freeze,
      banned: users.banned,
      blockReason: users.blockReason,
      twofactorEnabledAt: users.twofactorEnabledAt,
      createdAt: users.createdAt,
    })
    .from(users)
    .as(name);
