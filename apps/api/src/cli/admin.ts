/**
 * `npm run admin -- create --email E --password P [--name N --username U]`: creates (or
 * promotes) an administrator in the database the server uses.
 */
import { runAdminCommand } from './admin-command.ts';

process.exitCode = await runAdminCommand(process.argv.slice(2), {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});
