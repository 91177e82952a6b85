// The sessions module's public surface: what other modules and the app may use. Its tables
// stay private (docs/architecture.md, "Boundaries").
export { deleteExpiredSessions } from './sessions.housekeeping.ts';
export type { ActorSession } from './sessions.repository.ts';
export {
  deleteSession,
  deleteUserSessions,
  endSession,
  listUserSessions,
  resolveSession,
  startSession,
  updateSession,
} from './sessions.service.ts';
