// The users module's public surface: what other modules and the app may use. Its tables
// stay private (docs/architecture.md, "Boundaries").
export { actedFromAddress, recordActivity } from './activity.ts';
export { toUserDto } from './user-dto.ts';
export type { SessionUser } from './user-types.ts';
export {
  findTakenUsernames,
  findUserByEmail,
  findUserById,
  findUserByLogin,
  findUserBySocialSub,
  listTwofactorSecrets,
  replaceTwofactorSecret,
  updateUser,
} from './users.repository.ts';
export {
  assertAvailable,
  createUser,
  emailTaken,
  ensureStaffMember,
  isUniqueViolation,
  loadActorUser,
  recordUserActivity,
  recordUserActivityByStaff,
  rethrowUniqueViolation,
  searchUsers,
} from './users.service.ts';
export type { UserWithPlan } from './user-types.ts';
export { sessionUserView, userView } from './users.views.ts';
