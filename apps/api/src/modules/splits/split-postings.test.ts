import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, request, type TestApp } from '../../test/app.ts';
import { captureMail, createUser, signIn, uniqueId } from '../../test/factories.ts';
import { accountId, balanceOf } from '../ledger/ledger.ts';
import {
  header,
  importReport,
  line,
  releaseWithTrack,
} from '../royalties/test/royalty-test-kit.ts';
import { recoupedUnits } from './recouped.ts';
import { answer, invitationToken, invite } from './test/split-test-kit.ts';

let t: TestApp;
let mail: ReturnType<typeof captureMail>;
beforeAll(async () => {
  t = await createTestApp({ WORKERS: 'off' });
  mail = captureMail(t);
});
afterAll(() => t.close());

const usd = (units: bigint) => units * 10n ** 8n;
const artistBalance = async (userId: string) =>
  balanceOf(t.db, await accountId(t.db, 'artist_royalties', { userId }));
/** A report of one line for `isrc` (and a unique line, so each report is a new file). */
const report = (isrc: string, earnings: string) =>
  [header, line({ upc: uniqueId(), earnings: '0' }), line({ isrc, earnings })].join('\n');

/** Imports a report a second after the previous step, so entries have an order. */
async function importLater(admin: string, content: string) {
  t.clock.advance(1000);
  expect((await importReport(t, admin, content)).statusCode).toBe(201);
}

it('divides the artist share of lines posted after acceptance, recouping costs first', async () => {
  const admin = await signIn(t, await createUser(t, { role: 'admin' }));
  const owner = await createUser(t, { plan: 'lite' });
  const ownerCookie = await signIn(t, owner);
  const { release, track, isrc } = await releaseWithTrack(t, owner.id);
  const collaborator = await createUser(t);
  const cookie = await signIn(t, collaborator);
  await invite(t, ownerCookie, release.id, {
    email: collaborator.email,
    percent: 30,
    trackId: track.id,
    recoupAmount: '10',
  });
  // Posted before the split was accepted: all the owner's.
  await importLater(admin, report(isrc, '100'));
  expect(await artistBalance(owner.id)).toBe(usd(85n));
  await answer(t, cookie, invitationToken(mail.last(collaborator.email)));

  // 100 → Soundpost 15, artist share 85: 10 recouped, then 75 × 30% = 22.5 and 75 × 70% = 52.5.
  await importLater(admin, report(isrc, '100'));
  expect(await artistBalance(owner.id)).toBe(usd(85n) + usd(525n) / 10n);
  expect(await artistBalance(collaborator.id)).toBe(usd(325n) / 10n);
  // Recouped: 85 × 30% = 25.5 now.
  await importLater(admin, report(isrc, '100'));
  expect(await artistBalance(collaborator.id)).toBe(usd(325n) / 10n + usd(255n) / 10n);

  const entries = await request(t.app, cookie).get(`/v1/royalties/entries?releaseId=${release.id}`);
  expect(entries.statusCode).toBe(200);
  expect(entries.json().items).toMatchObject([
    { amount: '25.50000000', sharePercent: 85, split: { part: 'share', percent: 30 } },
    {
      amount: '32.50000000',
      reportedAmount: '100.00000000',
      split: { part: 'share', percent: 30, recouped: '10.00000000' },
    },
  ]);
  const ownerEntries = await request(t.app, ownerCookie).get('/v1/royalties/entries');
  expect(ownerEntries.json().items.map((e: { split: unknown }) => e.split)).toEqual([
    { part: 'rest', percent: 70, recouped: '0.00000000' },
    { part: 'rest', percent: 70, recouped: '0.00000000' },
    null,
  ]);
  const splits = await request(t.app, ownerCookie).get(`/v1/releases/${release.id}/splits`);
  expect(splits.json().items[0]).toMatchObject({ recouped: '10.00000000' });
  const month = t.clock.now().toISOString().slice(0, 7);
  const csv = await request(t.app, cookie).get(`/v1/royalties/statements/${month}.csv`);
  expect(csv.body).toContain('"85% × 30% + recoupment 10.00000000",100.00000000,32.50000000,');
  expect(csv.body).toContain('"85% × 30%",100.00000000,25.50000000,');
  const summary = await request(t.app, cookie).get('/v1/royalties/summary');
  expect(summary.json().balance).toBe('58.00000000');
  // The PRO upsell's figure: a collaborator's part follows the owner's plan, not theirs…
  expect(summary.json()).toMatchObject({ earned: '58.00000000', proEarned: '58.00000000' });
  // …while the owner's own lines, split or not, were cut to 85%: 100 + 52.5/0.85 + 59.5/0.85.
  const ownerSummary = await request(t.app, ownerCookie).get('/v1/royalties/summary');
  expect(ownerSummary.json()).toMatchObject({
    earned: '197.00000000',
    proEarned: '231.76470588',
  });
});

it('divides a resolved unmatched line with the track split', async () => {
  const admin = await signIn(t, await createUser(t, { role: 'admin' }));
  const owner = await createUser(t, { plan: 'pro' });
  const { release, track } = await releaseWithTrack(t, owner.id);
  const collaborator = await createUser(t);
  await invite(t, await signIn(t, owner), release.id, { email: collaborator.email, percent: 25 });
  await answer(t, await signIn(t, collaborator), invitationToken(mail.last(collaborator.email)));
  const imported = await importReport(t, admin, report('XX-NOP-24-00001', '0.00000003'));
  expect(imported.statusCode).toBe(201);
  const unmatched = await request(t.app, admin).get('/v1/admin/royalty-imports/unmatched');
  const lineId = unmatched
    .json()
    .items.find(
      (l: { importId: string; isrc: string }) =>
        l.importId === imported.json().id && l.isrc === 'XX-NOP-24-00001',
    ).id;
  const resolved = await request(t.app, admin).post(
    `/v1/admin/royalty-imports/unmatched/${lineId}/resolve`,
    { action: 'assign', trackId: track.id },
  );
  expect(resolved.statusCode).toBe(200);
  // 3 units × 75/25: 2.25 and 0.75 → the largest remainder gives the owner 2, the collaborator 1.
  expect(await artistBalance(owner.id)).toBe(2n);
  expect(await artistBalance(collaborator.id)).toBe(1n);
});

it('recoups across two imports, oldest acceptance first, never more than the costs; parts add up to the unit', async () => {
  const admin = await signIn(t, await createUser(t, { role: 'admin' }));
  const owner = await createUser(t, { plan: 'pro' });
  const ownerCookie = await signIn(t, owner);
  const { release, track, isrc } = await releaseWithTrack(t, owner.id);
  const [a, b] = [await createUser(t), await createUser(t)];
  const splitIds: string[] = [];
  for (const [who, percent, recoupAmount] of [
    [a, 30, '10'],
    [b, 25, '5'],
  ] as const) {
    const res = await invite(t, ownerCookie, release.id, {
      email: who.email,
      percent,
      trackId: track.id,
      recoupAmount,
    });
    splitIds.push(res.json().id);
    t.clock.advance(1000);
    await answer(t, await signIn(t, who), invitationToken(mail.last(who.email)));
  }
  // 12 (100% share): A recoups its 10, B 2 of its 5; nothing is left to divide.
  await importLater(admin, report(isrc, '12'));
  expect(await artistBalance(a.id)).toBe(usd(10n));
  expect(await artistBalance(b.id)).toBe(usd(2n));
  expect(await artistBalance(owner.id)).toBe(0n);
  // 10.00000001: B recoups its last 3; 7.00000001 is divided 45/30/25 by largest remainder
  // (315000000.45, 210000000.3, 175000000.25 units: the unit left goes to the owner).
  await importLater(admin, report(isrc, '10.00000001'));
  expect(await artistBalance(owner.id)).toBe(315_000_001n);
  expect(await artistBalance(a.id)).toBe(usd(10n) + 210_000_000n);
  expect(await artistBalance(b.id)).toBe(usd(5n) + 175_000_000n);
  expect(
    await recoupedUnits(
      t.db,
      splitIds.map((id) => ({ id, recoupedBeforeUnits: 0n })),
    ),
  ).toEqual(
    new Map([
      [splitIds[0], usd(10n)],
      [splitIds[1], usd(5n)],
    ]),
  );
});
