import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';
import type { jobsIn, Queue } from './queue.ts';
import { secretBoxFor } from './secret-box.ts';

export type Mail = { to: string; subject: string; html: string; text: string };

export type Mailer = {
  /**
   * Queues the message; the `mail.send` job delivers it with retries. With `db` (jobsIn(tx)) it
   * is queued if and only if that transaction commits.
   */
  send: (mail: Mail, options?: { db?: ReturnType<typeof jobsIn> }) => Promise<void>;
};

export const mailJob = 'mail.send';

/** SMTP when SMTP_URL is set, otherwise one `.eml` file per message under DATA_DIR/mail. */
export function createTransport(config: Config) {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return async (mail: Mail) => {
      await transport.sendMail({ from: config.mailFrom, ...mail });
    };
  }
  const outbox = join(config.dataDir, 'mail');
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return async (mail: Mail) => {
    const info = await transport.sendMail({ from: config.mailFrom, ...mail });
    await mkdir(outbox, { recursive: true });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`;
    // Written aside, then renamed: whoever reads the outbox never finds half a message.
    const file = join(outbox, name);
    await writeFile(`${file}.part`, info.message as Buffer);
    await rename(`${file}.part`, file);
  };
}

/** A queued message: the whole mail sealed, so the job table holds no link, token or address. */
export type MailJob = { sealed: string };

/**
 * Queues mail sealed with the secret box (AES-256-GCM, key from ENCRYPTION_KEYS or
 * SESSION_SECRET): reset and verification links are bearer secrets, and pg-boss keeps job data
 * until housekeeping deletes it. The mail module's job opens it just before sending
 * (modules/mail/mail.start.ts; decision 014).
 */
export function createMailer(config: Config, queue: Queue): Mailer {
  const box = secretBoxFor(config, 'mail-job');
  return {
    send: async (mail, options) => {
      await queue.send<MailJob>(mailJob, { sealed: box.seal(JSON.stringify(mail)) }, options);
    },
  };
}

/** Opens a queued mail job; one queued in clear by a release before sealing is still delivered. */
export function openMailJob(config: Config) {
  const box = secretBoxFor(config, 'mail-job');
  return (job: MailJob | Mail): Mail =>
    'sealed' in job ? (JSON.parse(box.open(job.sealed)) as Mail) : job;
}
