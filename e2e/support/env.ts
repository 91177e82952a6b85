import { fileURLToPath } from 'node:url';

/** Where the e2e run keeps its app data, mail and provider state; removed at the start. */
export const workDir = fileURLToPath(new URL('../../.tmp/e2e/run/', import.meta.url));
export const mailDir = `${workDir}mail/`;
/** The app's DATA_DIR: its database, files, and the folder transport's deliveries/<store id>/. */
export const dataDir = `${workDir}data/`;
/**
 * The app's database: PGlite in DATA_DIR (the default, as a self-hosted install starts), or with
 * E2E_DB=postgres a new database on the PostgreSQL server at TEST_DATABASE_URL.
 */
export const database = process.env.E2E_DB === 'postgres' ? 'postgres' : 'pglite';
/** E2E_PORT moves the app (and the OpenID provider, one port up) when several runs share a machine. */
export const port = Number(process.env.E2E_PORT ?? 3210);
export const appUrl = `http://127.0.0.1:${port}`;
export const captcha = 'e2e-captcha-pass';
/** TEST_CONTROL_TOKEN of the app: /v1/test/* (clock offset, jobs run now) answer only to it. */
export const testControlToken = 'e2e-test-control-token';
export const admin = { email: 'admin@e2e.soundpost.test', password: 'Admin-pass-1!' };
/** A curator of playlist pitches (no staff: no admin area). */
export const curator = { email: 'curator@e2e.soundpost.test', password: 'Curator-pass-1!' };
export const oidcPort = port + 1;
/** The Spotify stand-in (accounts service and Web API), two ports up; its /stand-in/* controls. */
export const spotifyPort = port + 2;
export const spotifyUrl = `http://127.0.0.1:${spotifyPort}`;
