import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languages } from '@soundpost/contracts/locales';
import { createServerI18n } from '@soundpost/i18n';
import { captchaBypass, createTestApp, request, type TestApp } from '../../test/app.ts';
import { createUser, freshIp, uniqueId } from '../../test/factories.ts';
import { renderMail, type MailTemplate } from './templates.ts';

type Received = { to: string; raw: string };

/** A real SMTP server on loopback that keeps what it receives. */
async function startSmtp() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address).join(','),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Waits for the queue (pg-boss polls every 0.5 s) to deliver what `find` looks for. */
async function waitFor<T>(find: () => T | undefined, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = find();
    if (found) return found;
    if (Date.now() > deadline) throw new Error('nothing arrived in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The decoded text part of a raw message (quoted-printable or base64). */
function textPart(raw: string) {
  const part = raw.split(/\r?\n--/).find((p) => /content-type: text\/plain/i.test(p)) ?? '';
  const [head = '', ...body] = part.split(/\r?\n\r?\n/);
  const content = body.join('\n\n');
  if (/transfer-encoding: base64/i.test(head)) {
    return Buffer.from(content.replace(/\s/g, ''), 'base64').toString('utf8');
  }
  if (/transfer-encoding: quoted-printable/i.test(head)) {
    const soft = content.replace(/=\r?\n/g, '');
    return Buffer.from(
      soft.replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
      'latin1',
    ).toString('utf8');
  }
  return content;
}

const subjectOf = (raw: string) => {
  const line = raw.match(/^subject: (.*(?:\r?\n[ \t].*)*)/im)?.[1] ?? '';
  // RFC 2047 encoded words, as nodemailer writes non-ASCII subjects.
  return line
    .replace(/\r?\n[ \t]/g, '')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, enc: string, text: string) =>
      enc.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (__, h: string) => String.fromCharCode(parseInt(h, 16))),
            'latin1',
          ).toString('utf8'),
    )
    .trim();
};

describe('mail over SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers the verification mail in the user’s language with a working link', async () => {
    const id = uniqueId();
    const email = `smtp_${id}@example.test`;
    const res = await request(t.app).post(
      '/v1/auth/register',
      {
        name: 'Ana <b>Souza</b>',
        username: `smtp_${id}`,
        email,
        password: 'Strong-pass-1!',
        confirm: 'Strong-pass-1!',
        captcha: { id: 'x', answer: captchaBypass },
        acceptTerms: true,
        lang: 'pt',
      },
      freshIp(),
    );
    expect(res.statusCode).toBe(201);
    const mail = await waitFor(() => smtp.received.find((m) => m.to === email));
    expect(subjectOf(mail.raw)).toBe('Confirme o seu endereço de e-mail no Soundpost');
    expect(mail.raw).toMatch(/^from: .*no-reply@soundpost\.local/im);
    const text = textPart(mail.raw);
    expect(text).toContain('Olá, Ana <b>Souza</b>,');
    const link = text.match(/http:\/\/localhost:3000\/auth\/verify-email\?token=([\w-]+)/);
    expect(link).not.toBeNull();
    expect(mail.raw).toContain('&lt;b&gt;Souza&lt;/b&gt;');

    const verify = await request(t.app).post('/v1/auth/verify-email', { token: link![1] });
    expect(verify.json()).toEqual({ ok: true });
  });
});

describe('mail without SMTP_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('writes each message as an .eml file under DATA_DIR/mail', async () => {
    const user = await createUser(t, { lang: 'es' });
    await request(t.app).post(
      '/v1/auth/password-reset-link',
      { email: user.email, captcha: { id: 'x', answer: captchaBypass } },
      freshIp(),
    );
    const outbox = join(t.config.dataDir, 'mail');
    const file = await waitFor(() => {
      try {
        return readdirSync(outbox).find((f) => f.endsWith('.eml'));
      } catch {
        return undefined;
      }
    });
    const raw = readFileSync(join(outbox, file), 'utf8');
    expect(raw).toMatch(new RegExp(`^to: ${user.email}`, 'im'));
    expect(subjectOf(raw)).toBe('Restablece tu contraseña de Soundpost');
    expect(textPart(raw)).toMatch(/http:\/\/localhost:3000\/auth\/reset-password\?token=[\w-]+/);
  });
});

describe('mail templates', () => {
  const templates: MailTemplate[] = [
    'verifyEmail',
    'passwordReset',
    'emailChange',
    'emailChanged',
    'passwordChanged',
  ];
  let i18n: Awaited<ReturnType<typeof createServerI18n>>;
  beforeAll(async () => {
    i18n = await createServerI18n();
  });

  it('every template exists in every language, with the product name and the link', () => {
    const link = 'http://localhost:3000/auth/x?token=abc&y=1';
    const subjects = new Set<string>();
    for (const lang of languages) {
      for (const template of templates) {
        const mail = renderMail(i18n, lang, template, {
          name: 'Zoë',
          link,
          email: 'new@example.test',
          support: 'help@example.test',
        });
        expect(mail.subject).toContain('Soundpost');
        expect(mail.subject).not.toMatch(/\{\{|emails\./);
        expect(mail.text).toContain(link);
        expect(mail.text).toContain('Zoë');
        expect(mail.html).toContain(`href="${link.replace('&', '&amp;')}"`);
        expect(mail.html).toContain(`<html lang="${lang}">`);
        subjects.add(mail.subject);
      }
    }
    // Twenty different subjects: nothing fell back to English.
    expect(subjects.size).toBe(20);
  });

  it('escapes everything a user controls in the HTML', () => {
    const mail = renderMail(i18n, 'en', 'emailChange', {
      name: '"><script>alert(1)</script>',
      link: 'http://localhost:3000/a?b="c"',
      email: '<img src=x>@example.test',
      support: 'help@example.test',
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.html).toContain('href="http://localhost:3000/a?b=&quot;c&quot;"');
  });
});
