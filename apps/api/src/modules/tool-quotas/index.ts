// The tool-quotas module's public surface: what other modules and the app may use. Its tables
// stay private (docs/architecture.md, "Boundaries").
export { findToolAllowance, returnToolUse, takeToolUse, toolUseAt } from './tool-quotas.service.ts';
export type { ToolUse, ToolUser } from './tool-quotas.service.ts';
