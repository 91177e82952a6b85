import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reopeningReasons, type ReleaseStatus } from '@soundpost/contracts/catalog';
import { languages } from '@soundpost/contracts/locales';
import { days } from '../../lib/clock.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { captureMail, createUser } from '../../test/factories.ts';
import { expireAfterDays, expireReleases } from './expire-releases.ts';
import { reject, reopen, runTransition } from './release-status.ts';
import { findReleaseById, insertActivity, insertRelease } from './releases.repository.ts';
import { dayFromNow, signedIn } from './test/releases-test-kit.ts';

let t: TestApp;
let mail: ReturnType<typeof captureMail>;
beforeAll(async () => {
  t = await createTestApp();
  mail = captureMail(t);
});
afterAll(() => t.close());

const ctx = () => t.app.ctx;

async function releaseIn(status: ReleaseStatus, owner: { id: string }, extra = {}) {
  const now = t.clock.now();
  return insertRelease(t.db, {
    ownerId: owner.id,
    title: 'Noche de Ruta',
    status,
    releaseDate: '2027-06-01',
    createdAt: now,
    updatedAt: now,
    ...extra,
  });
}

describe('release e-mails in the artist’s language', () => {
  it('tells a Spanish artist why a live release was reopened, what to fix, and that it stays in the stores', async () => {
    const user = await createUser(t, { lang: 'es' });
    const release = await releaseIn('live', user);
    await runTransition(ctx(), release.id, (db, r) =>
      reopen(ctx(), db, r, null, { reason: 'invalid_cover_art', note: 'Quita el logotipo' }),
    );
    const sent = mail.last(user.email);
    expect(sent.subject).toBe('Tu lanzamiento “Noche de Ruta” necesita cambios');
    expect(sent.text).toContain('Motivo: Portada no válida');
    expect(sent.text).toContain('La portada no cumple las normas de las tiendas.');
    expect(sent.text).toContain('Qué corregir: Sube una nueva portada');
    expect(sent.text).toContain('Nota de nuestro equipo: Quita el logotipo');
    expect(sent.text).toContain(
      'Las tiendas mantienen la versión actual de tu lanzamiento hasta que envíes los cambios y se aprueben.',
    );
    expect(sent.html).toContain('<html lang="es">');
    expect(sent.html).toContain('Motivo: Portada no válida');
  });

  it('gives a Spanish artist the team’s message when a release is rejected', async () => {
    const user = await createUser(t, { lang: 'es' });
    const release = await releaseIn('in_review', user);
    await runTransition(ctx(), release.id, (db, r) =>
      reject(ctx(), db, r, null, { note: 'La grabación no es tuya <b>' }),
    );
    const sent = mail.last(user.email);
    expect(sent.subject).toBe('Tu lanzamiento “Noche de Ruta” no ha sido aceptado');
    expect(sent.text).toContain('Mensaje de nuestro equipo: La grabación no es tuya <b>');
    expect(sent.html).toContain('La grabación no es tuya &lt;b&gt;');
  });
});

describe('the daily expiry', () => {
  it(`expires drafts and reopened releases ${expireAfterDays} days past their date that never reached the stores`, async () => {
    t.clock.set(new Date('2027-08-01T03:15:00Z'));
    const user = await createUser(t, { lang: 'en' });
    const due = dayFromNow(t, -expireAfterDays - 1);
    const notYet = dayFromNow(t, -expireAfterDays);
    const draft = await releaseIn('draft', user, { releaseDate: due });
    const reopened = await releaseIn('reopened', user, { releaseDate: due });
    const recent = await releaseIn('draft', user, { releaseDate: notYet });
    const undated = await releaseIn('draft', user, { releaseDate: null });
    const submitted = await releaseIn('submitted', user, { releaseDate: due });
    // Reopened after the stores had it: expiring it would hide a release that is out.
    const wasLive = await releaseIn('reopened', user, { releaseDate: due });
    await insertActivity(t.db, {
      releaseId: wasLive.id,
      kind: 'processing_started',
      actorId: null,
      at: new Date(t.clock.now().getTime() - days(60)),
    });

    expect(await expireReleases(ctx())).toBe(2);
    const statusOf = async (id: string) => (await findReleaseById(t.db, id))!.status;
    expect(await statusOf(draft.id)).toBe('expired');
    expect(await statusOf(reopened.id)).toBe('expired');
    for (const kept of [recent, undated, submitted]) {
      expect(await statusOf(kept.id)).toBe(kept.status);
    }
    expect(await statusOf(wasLive.id)).toBe('reopened');
    expect(mail.last(user.email).subject).toBe('Your release “Noche de Ruta” has expired');
    expect(await expireReleases(ctx())).toBe(0);
  });
});

describe('what the artist sees of a reopened release', () => {
  it('shows the reason and note, records their edits, and never a team code or internal comment', async () => {
    t.clock.set(new Date('2027-05-20T10:00:00Z'));
    const { user, api } = await signedIn(t, { plan: 'pro' });
    const release = await releaseIn('in_review', user);
    await runTransition(ctx(), release.id, (db, r) =>
      reopen(ctx(), db, r, null, { reason: 'track_length', note: 'Track 2 is 40 seconds' }),
    );
    // What the review team keeps for itself, in the same activity table.
    await insertActivity(t.db, {
      releaseId: release.id,
      kind: 'reopened',
      actorId: null,
      data: { reason: 'track_length', note: 'Fix it', code: 'TL17', comment: 'internal-xyz' },
      at: t.clock.now(),
    });
    await insertActivity(t.db, {
      releaseId: release.id,
      kind: 'commented' as never,
      actorId: null,
      data: { comment: 'internal-abc' },
      at: t.clock.now(),
    });

    const url = `/v1/releases/${release.id}`;
    const res = await api.get(url);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.reopening).toEqual({ reason: 'track_length', note: 'Track 2 is 40 seconds' });
    expect(body.activity.map((a: { kind: string }) => a.kind)).toEqual(['reopened', 'reopened']);
    expect(body.activity[1].data).toEqual({
      reason: 'track_length',
      note: 'Track 2 is 40 seconds',
    });
    expect(res.body).not.toMatch(/TL17|internal-xyz|internal-abc|commented/);
    // The web app shows the reason's name, meaning and fix from these keys, in every language.
    for (const lang of languages) {
      const tr = ctx().i18n.getFixedT(lang, 'releases');
      for (const reason of reopeningReasons) {
        for (const part of ['name', 'meaning', 'fix']) {
          const key = `reasons.${reason}.${part}`;
          expect(tr(key), `${lang} ${key}`).not.toBe(key);
        }
      }
    }

    expect((await api.patch(url, { title: 'Noche de Ruta (Radio Edit)' })).statusCode).toBe(200);
    const edited = (await api.get(url)).json();
    expect(edited.activity[0]).toMatchObject({
      kind: 'updated',
      by: 'artist',
      data: { fields: ['title'] },
    });
  });
});
