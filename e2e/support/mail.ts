import { readdirSync, readFileSync } from 'node:fs';
import PostalMime from 'postal-mime';
import { mailDir } from './env.ts';

export type ReceivedMail = { subject: string; text: string; html: string; to: string };

/** Waits for the newest message to `to` whose subject matches, as the SMTP server received it. */
export async function waitForMail(
  to: string,
  subject: RegExp,
  timeoutMs = 20_000,
): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = readdirSync(mailDir)
      .filter((f) => f.endsWith(`-${to.toLowerCase()}.eml`))
      .sort()
      .reverse();
    for (const file of files) {
      const parsed = await PostalMime.parse(readFileSync(mailDir + file));
      if (subject.test(parsed.subject ?? '')) {
        return {
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          html: parsed.html ?? '',
          to,
        };
      }
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`no mail to ${to} matching ${subject} within ${timeoutMs} ms`);
}

/** The first link in a mail's text that starts with `prefix`. */
export function linkIn(mail: ReceivedMail, prefix: string): string {
  const match = mail.text.match(
    new RegExp(`${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^\\s)>\\]]+`),
  );
  if (!match) throw new Error(`no link starting with ${prefix} in: ${mail.text}`);
  return match[0];
}
