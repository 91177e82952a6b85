// The forms module's public surface: what other modules and the app may use. Its tables
// stay private (docs/architecture.md, "Boundaries").
export { deleteLooseAttachments } from './form-attachments.ts';
