import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The project's own configuration, so the test proves what `npm run lint` enforces.
const cwd = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd });
const modules = 'apps/api/src/modules';

async function problems(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages
    .filter((m) => m.ruleId === 'soundpost/module-boundaries')
    .map((m) => m.message);
}

const reviewFile = `${modules}/review/review.service.ts`;
const privateReleases = (target: string) =>
  `"review" imports ${target}, inside module "releases": import what it offers from its index.ts.`;

describe('soundpost/module-boundaries: public surfaces', () => {
  it.each([
    [
      "import { findReleaseById } from '../releases/releases.repository.ts';",
      'releases.repository.ts',
    ],
    ["import { releases } from '../releases/releases.table.ts';", 'releases.table.ts'],
    ["import type { ReleaseRow } from '../releases/releases.table.ts';", 'releases.table.ts'],
    [
      "export { findReleaseById } from '../releases/releases.repository.ts';",
      'releases.repository.ts',
    ],
    ["const m = import('../releases/releases.service.ts'); void m;", 'releases.service.ts'],
    ["import { x } from '../../modules/releases/tracks.service.ts';", 'tracks.service.ts'],
  ])('refuses another module reached past its index.ts: %s', async (code, file) => {
    expect(await problems(code, reviewFile)).toEqual([
      privateReleases(`${modules}/releases/${file}`),
    ]);
  });

  it.each([
    ["import { findReleaseById, releaseView } from '../releases/index.ts';"],
    ["import type { ReleaseRow } from '../releases/index.ts';"],
    ["import { x } from './review.repository.ts';"],
    ["import { AppError } from '../../lib/errors.ts';"],
    ["import { z } from 'zod';"],
  ])('lets a module use a public surface, its own files and shared code: %s', async (code) => {
    expect(await problems(code, reviewFile)).toEqual([]);
  });

  it('lets a table name another module’s table in a foreign key, and nothing more', async () => {
    const table = `${modules}/splits/splits.table.ts`;
    expect(await problems("import { users } from '../users/users.table.ts';", table)).toEqual([]);
    expect(
      await problems("import { findUserById } from '../users/users.repository.ts';", table),
    ).toEqual([
      `"splits" imports ${modules}/users/users.repository.ts, inside module "users": import what it offers from its index.ts.`,
    ]);
  });

  it('refuses an index.ts that offers a table, but not its row type', async () => {
    const index = `${modules}/users/index.ts`;
    const refused =
      'index.ts of "users" offers a table: tables are private to their module; offer a function.';
    expect(await problems("export { users } from './users.table.ts';", index)).toEqual([refused]);
    expect(
      await problems("import { users } from './users.table.ts'; export { users };", index),
    ).toEqual([refused]);
    expect(await problems("export type { UserRow } from './users.table.ts';", index)).toEqual([]);
  });

  it('lets the composition roots mount routes, start-ups and tables, and nothing private', async () => {
    const routes = `${modules}/routes.ts`;
    expect(await problems("import { a } from './users/users.routes.ts';", routes)).toEqual([]);
    expect(
      await problems("import { a } from './users/users.start.ts';", `${modules}/starts.ts`),
    ).toEqual([]);
    expect(
      await problems(
        "export * from '../modules/users/users.table.ts';",
        'apps/api/src/db/schema.ts',
      ),
    ).toEqual([]);
    expect(await problems("import { a } from './users/users.service.ts';", routes)).toEqual([
      `"routes.ts" imports ${modules}/users/users.service.ts, inside module "users": import what it offers from its index.ts.`,
    ]);
    expect(
      await problems(
        "import { a } from './modules/users/users.service.ts';",
        'apps/api/src/app.ts',
      ),
    ).toEqual([
      `"app.ts" imports ${modules}/users/users.service.ts, inside module "users": import what it offers from its index.ts.`,
    ]);
  });

  it('keeps shared code (lib/, db/) free of modules', async () => {
    const found = await problems(
      "import { a } from '../modules/users/index.ts';",
      'apps/api/src/lib/mailer.ts',
    );
    expect(found).toContain(
      'Shared code imports module "users": lib/ and db/ import no module; move what both need here.',
    );
  });

  it('refuses raw SQL naming another module’s table, but for the reaches listed as left', async () => {
    const code = (table: string) =>
      `const q = sql\`select 1 from ${table} x join tracks t on true\`;`;
    expect(await problems(code('users'), reviewFile)).toEqual([
      'SQL in "review" names table users of module "users": read it through a view or function that module offers.',
      'SQL in "review" names table tracks of module "releases": read it through a view or function that module offers.',
    ]);
    expect(await problems("const q = 'select 1 from reviews';", reviewFile)).toEqual([]);
    const entries = `${modules}/royalties/royalty-entries.ts`;
    expect(await problems("const q = 'select 1 from withdrawals w';", entries)).toEqual([]);
    expect(await problems("const q = 'select 1 from ledger_postings p';", entries)).toEqual([
      'SQL in "royalties" names table ledger_postings of module "ledger": read it through a view or function that module offers.',
    ]);
  });

  it('leaves tests free to reach into any module', async () => {
    const test = `${modules}/review/review-queue.test.ts`;
    expect(
      await problems("import { releases } from '../releases/releases.table.ts';", test),
    ).toEqual([]);
  });
});

describe('soundpost/module-boundaries: cycles', () => {
  it('refuses a module import that closes a cycle of modules, types included', async () => {
    // releases imports users (the owner's e-mail for its mail); users importing releases back
    // would tie the two into one knot.
    const usersFile = `${modules}/users/users.service.ts`;
    const cycle = 'Modules import each other in a cycle: users → releases → users.';
    expect(
      await problems("import { findReleaseById } from '../releases/index.ts';", usersFile),
    ).toEqual([cycle]);
    expect(
      await problems("import type { ReleaseRow } from '../releases/index.ts';", usersFile),
    ).toEqual([cycle]);
  });

  it('refuses a file import that closes a cycle, types included', async () => {
    // mailer.ts imports secret-box.ts.
    const secretBox = 'apps/api/src/lib/secret-box.ts';
    const cycle = 'Import cycle: secret-box.ts → mailer.ts → secret-box.ts.';
    expect(await problems("import { createMailer } from './mailer.ts';", secretBox)).toEqual([
      cycle,
    ]);
    expect(await problems("import type { Mailer } from './mailer.ts';", secretBox)).toEqual([
      cycle,
    ]);
  });

  it('finds file cycles in the web app too', async () => {
    // api-client.ts imports ApiError from api-error.ts.
    expect(
      await problems(
        "import { api } from './api-client.ts'; void api;",
        'apps/web/src/lib/api-error.ts',
      ),
    ).toEqual(['Import cycle: api-error.ts → api-client.ts → api-error.ts.']);
  });
});
