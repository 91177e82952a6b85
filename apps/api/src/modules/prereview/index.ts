// The prereview module's public surface: what other modules and the app may use. Its tables
// stay private (docs/architecture.md, "Boundaries").
export { getAutoApprovalSettings, saveAutoApprovalSettings } from './auto-approval-settings.ts';
export { autoApprovalJob, autoApprove } from './auto-approval.ts';
export { findingsView } from './prereview.views.ts';
