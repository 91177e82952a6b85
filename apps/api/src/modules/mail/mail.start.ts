import type { AppContext } from '../../lib/context.ts';
import {
  createTransport,
  mailJob,
  openMailJob,
  type Mail,
  type MailJob,
} from '../../lib/mailer.ts';

/**
 * The mail module's start-up: the `mail.send` job, SMTP or `.eml` files. Jobs are sealed
 * (lib/mailer.ts); the housekeeping task `sent-mail` also deletes finished jobs soon after (and
 * the queue deletes any left after an hour).
 */
export async function startMail(ctx: AppContext) {
  const deliver = createTransport(ctx.config);
  const open = openMailJob(ctx.config);
  ctx.queue.register<MailJob | Mail>(mailJob, (job) => deliver(open(job)), {
    deleteAfterSeconds: 3600,
  });
}
