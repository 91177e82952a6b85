// The smart links module's public surface: what other modules and the app may use. Its tables
// stay private (docs/decisions/040-api-module-boundaries.md).
export { defaultLinkUrl, ensureDefaultLinks } from './default-links.ts';
export { isKnownBot } from './known-bots.ts';
export { deleteOldVisitorSalts } from './visitor.ts';
export { feedSmartLinkFacts } from './smart-link-facts.ts';
export { activeSmartLinkView } from './smart-links.views.ts';
