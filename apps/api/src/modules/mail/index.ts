// The mail module's public surface: what other modules and the app may use. Its tables
// stay private (docs/architecture.md, "Boundaries").
export { appLink, sendAccountMail } from './mail.service.ts';
export { button, mailHtml, paragraph, productName } from './templates.ts';
