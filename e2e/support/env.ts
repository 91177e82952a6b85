import { fileURLToPath } from 'node:url';

/** Where the e2e run keeps its app data, mail and provider state; removed at the start. */
export const workDir = fileURLToPath(new URL('../../.tmp/e2e/run/', import.meta.url));
export const mailDir = `${workDir}mail/`;
export const port = 3210;
export const appUrl = `http://127.0.0.1:${port}`;
export const captcha = 'e2e-captcha-pass';
export const admin = { email: 'admin@e2e.soundpost.test', password: 'Admin-pass-1!' };
export const oidcPort = 3211;
