// The api-tokens module's public surface: what other modules and the app may use. Its table
// stays private (docs/architecture.md, "Boundaries").
export { authenticateBearer, bearerCredential } from './bearer.ts';
export { deleteEndedApiTokens } from './api-tokens.housekeeping.ts';
