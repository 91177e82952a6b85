import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';
import type { Queue } from './queue.ts';

export type Mail = { to: string; subject: string; html: string; text: string };

export type Mailer = {
  /** Queues the message; the `mail.send` job delivers it with retries. */
  send: (mail: Mail) => Promise<void>;
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
    await writeFile(join(outbox, name), info.message as Buffer);
  };
}

export function createMailer(config: Config, queue: Queue): Mailer {
  const deliver = createTransport(config);
  queue.register<Mail>(mailJob, deliver);
  return { send: (mail) => queue.send(mailJob, mail) };
}
