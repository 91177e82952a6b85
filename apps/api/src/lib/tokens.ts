import { createHash, randomBytes } from 'node:crypto';

/** A URL-safe random token of `bytes` bytes of entropy. */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

/** Tokens are stored hashed, so a leaked table lets no one sign in or reset a password. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
