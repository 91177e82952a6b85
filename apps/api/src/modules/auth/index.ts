// The auth module's public surface: what other modules and the app may use. Its tables
// stay private (docs/architecture.md, "Boundaries").
export { deleteExpiredCaptchas } from './auth.repository.ts';
export { assertEmailNotReserved } from './email-revert.service.ts';
export { sendEmailVerification } from './email-verification.service.ts';
export { retireCredentialLinks } from './one-time-tokens.ts';
export { sendPasswordChangedNotice } from './password-reset.service.ts';
export { hashPassword } from './passwords.ts';
export { assertOwnerPresent } from './reauth.ts';
export { assertNotImpersonating, beginSession, finishSession } from './sign-in.ts';
export type { Web } from './sign-in.ts';
export { perIp, perUser } from './throttle.ts';
export { sealTotpSecretsAtRest } from './totp-secrets.ts';
export {
  disableTwofactor,
  enableTwofactor,
  regenerateRecoveryCodes,
  setupTwofactor,
} from './twofactor.service.ts';
