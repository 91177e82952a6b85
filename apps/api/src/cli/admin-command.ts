import { parseArgs } from 'node:util';
import { z } from 'zod';
import { usernameSchema } from '@soundpost/contracts/auth';
import { passwordSchema } from '@soundpost/contracts/password';
import { cliRoles } from '@soundpost/contracts/roles';
import { emailSchema, requiredString } from '@soundpost/contracts/validation';
import { createServerI18n } from '@soundpost/i18n';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { lockDataDirectory } from '../db/lock.ts';
import { migrate } from '../db/migrate.ts';
import { systemClock } from '../lib/clock.ts';
import { AppError } from '../lib/errors.ts';
import { hashPassword } from '../modules/auth/index.ts';
import { deleteUserSessions } from '../modules/sessions/index.ts';
import { ensureStaffMember } from '../modules/users/index.ts';

export type Io = { out: (line: string) => void; err: (line: string) => void };

const usage =
  'Usage: npm run admin -- create --email E --password P [--name N] [--username U] [--role admin|reviewer|curator]';

const inputSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  name: requiredString(100).optional(),
  username: usernameSchema.optional(),
  role: z.enum(cliRoles).default('admin'),
});

/** Reads the arguments; the problems come back as readable lines, not a stack trace. */
async function parseInput(argv: string[]) {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        name: { type: 'string' },
        username: { type: 'string' },
        role: { type: 'string' },
      },
    });
  } catch (error) {
    return { problems: [(error as Error).message, usage] };
  }
  if (parsed.positionals[0] !== 'create' || parsed.positionals.length > 1) {
    return { problems: [usage] };
  }
  const result = inputSchema.safeParse(parsed.values);
  if (result.success) return { input: result.data };
  const t = (await createServerI18n()).getFixedT('en', 'validation');
  const problems = result.error.issues.map((issue) => {
    const field = `--${String(issue.path[0])}`;
    const text = t(issue.message, { field });
    return text.includes(field) ? text : `${field}: ${text}`;
  });
  return { problems: [...problems, usage] };
}

/** Runs the admin CLI and answers its exit code: 0 done, 1 bad input or refused. */
export async function runAdminCommand(argv: string[], io: Io): Promise<number> {
  const { input, problems } = await parseInput(argv);
  if (!input) {
    problems.forEach((line) => io.err(line));
    return 1;
  }
  let unlock = () => {};
  let close = async () => {};
  try {
    const config = loadConfig();
    // The embedded database allows one process: refuse while the server holds it.
    if (!config.databaseUrl) unlock = lockDataDirectory(`${config.dataDir}/db`);
    const database = await openDatabase({
      url: config.databaseUrl,
      dir: `${config.dataDir}/db`,
    });
    close = () => database.close();
    await migrate(database);
    const { created, user } = await ensureStaffMember(
      { db: database.db, clock: systemClock },
      { ...input, passwordHash: await hashPassword(input.password) },
    );
    // A replaced password ends the sessions the old one opened, as a reset does.
    if (!created) await deleteUserSessions(database.db, user.id);
    const [title, article] =
      input.role === 'admin' ? ['Administrator', 'an administrator'] : ['Reviewer', 'a reviewer'];
    io.out(
      created
        ? `${title} created: ${user.email} (username ${user.username}). Sign in at ${config.appUrl}/auth/login`
        : `${user.email} already had an account: it is now ${article}, with the new password.`,
    );
    return 0;
  } catch (error) {
    if (error instanceof AppError && error.code === 'username_taken') {
      io.err(`--username: ${input.username} is already taken by another account.`);
    } else {
      io.err(error instanceof Error ? error.message : String(error));
    }
    return 1;
  } finally {
    await close();
    unlock();
  }
}
