// The blog module's public surface: what other modules and the app may use. Its tables stay
// private (docs/decisions/040-api-module-boundaries.md).
export { listLiveSlugs } from './blog.repository.ts';
