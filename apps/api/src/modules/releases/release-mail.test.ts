import { beforeAll, describe, expect, it } from 'vitest';
import type { i18n } from 'i18next';
import { reopeningReasons } from '@soundpost/contracts/catalog';
import { languages } from '@soundpost/contracts/locales';
import { releaseActivityKinds } from '@soundpost/contracts/releases';
import { createServerI18n } from '@soundpost/i18n';
import { renderReleaseMail, type ReleaseMailKind } from './release-mail.ts';

let i18n: i18n;
beforeAll(async () => {
  i18n = await createServerI18n();
});

const kinds = releaseActivityKinds.filter(
  (k): k is ReleaseMailKind => k !== 'created' && k !== 'updated',
);
const vars = { name: 'Ada', title: 'Night Drive', link: 'http://localhost:3000/distributions/x' };

describe('release e-mails', () => {
  it('have a subject and an intro for every status change in every language', () => {
    for (const lang of languages) {
      for (const kind of kinds) {
        const mail = renderReleaseMail(i18n, lang, kind, vars);
        expect(mail.subject, `${lang} ${kind}`).toContain('Night Drive');
        expect(mail.text, `${lang} ${kind}`).not.toMatch(/\b(subject|intro|reasons)\b|\{\{/);
        expect(mail.html).toContain(`<html lang="${lang}">`);
      }
    }
  });

  it('name every reopening reason with its meaning and fix, never its id', () => {
    for (const lang of languages) {
      for (const reason of reopeningReasons) {
        const { text } = renderReleaseMail(i18n, lang, 'reopened', { ...vars, reason });
        const t = i18n.getFixedT(lang, 'releases');
        expect(text).toContain(t(`reasons.${reason}.name`));
        expect(text).toContain(t(`reasons.${reason}.meaning`));
        expect(text).toContain(t(`reasons.${reason}.fix`));
        expect(text).not.toContain(reason);
      }
    }
  });

  it('escape what people wrote in the HTML', () => {
    const { html } = renderReleaseMail(i18n, 'en', 'rejected', {
      ...vars,
      title: '<script>x</script>',
      note: 'a & b',
    });
    expect(html).not.toContain('<script>x');
    expect(html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(html).toContain('Message from our team: a &amp; b');
  });

  it('keep the line breaks of a message of several paragraphs', () => {
    const note = 'The cover is blurred.\n\nPlease upload the original file.';
    const { html, text } = renderReleaseMail(i18n, 'en', 'rejected', { ...vars, note });
    expect(html).toContain('The cover is blurred.<br><br>Please upload the original file.');
    expect(text).toContain(note);
  });
});
