// The audit module's public surface: what other modules and the app may use. Its tables
// stay private (docs/architecture.md, "Boundaries").
export { recordAudit, recordStaffRequest, refuseWhileImpersonating } from './audit.service.ts';
