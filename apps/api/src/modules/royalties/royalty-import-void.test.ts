import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, request, type TestApp } from '../../test/app.ts';
import { createUser, signIn } from '../../test/factories.ts';
import { accountId, balanceOf, postTransactions } from '../ledger/ledger.ts';
import { importReport, line, releaseWithTrack, report } from './test/royalty-test-kit.ts';

let t: TestApp;
let admin: ReturnType<typeof request>;
let adminCookie: string;
beforeAll(async () => {
  t = await createTestApp({ WORKERS: 'off' });
  adminCookie = await signIn(t, await createUser(t, { role: 'admin' }));
  admin = request(t.app, adminCookie);
});
afterAll(() => t.close());

const voidImport = (id: string) => admin.post(`/v1/admin/royalty-imports/${id}/void`);

async function artist(plan: 'lite' | 'pro') {
  const user = await createUser(t, { plan });
  return {
    user,
    api: request(t.app, await signIn(t, user)),
    ...(await releaseWithTrack(t, user.id)),
  };
}
const summary = async (a: { api: ReturnType<typeof request> }) =>
  (await a.api.get('/v1/royalties/summary')).json();

describe('POST /v1/admin/royalty-imports/:id/void', () => {
  it('takes back every amount, resolutions included, and lets the same report come again', async () => {
    const a = await artist('lite');
    const platform = await accountId(t.db, 'platform_share');
    const platformBefore = await balanceOf(t.db, platform);
    const content = report(
      line({ isrc: a.isrc, earnings: '10' }),
      line({ isrc: 'XX-VOD-24-00001', earnings: '4' }),
      line({ isrc: 'XX-VOD-24-00002', earnings: '1' }),
    );
    const first = (await importReport(t, adminCookie, content)).json();
    const queue = (await admin.get('/v1/admin/royalty-imports/unmatched?limit=100')).json().items;
    const mine = queue.filter((l: { importId: string }) => l.importId === first.id);
    const [assign, writeOff] = ['XX-VOD-24-00001', 'XX-VOD-24-00002'].map(
      (isrc) => mine.find((l: { isrc: string }) => l.isrc === isrc)!.id,
    );
    const resolve = (id: string, body: object) =>
      admin.post(`/v1/admin/royalty-imports/unmatched/${id}/resolve`, body);
    await resolve(assign, { action: 'assign', trackId: a.track.id });
    await resolve(writeOff, { action: 'write_off' });
    expect((await summary(a)).balance).toBe('11.90000000');

    const voided = await voidImport(first.id);
    expect(voided.statusCode).toBe(200);
    expect(voided.json()).toMatchObject({ id: first.id, voidedAt: expect.any(String) });
    expect(await summary(a)).toMatchObject({
      balance: '0.00000000',
      earned: '0.00000000',
      // The void took the import's money back: nothing was paid out.
      paid: '0.00000000',
    });
    expect((await a.api.get('/v1/royalties/entries')).json().items).toEqual([]);
    expect(await balanceOf(t.db, platform)).toBe(platformBefore);
    for (const kind of ['unmatched', 'write_off'] as const) {
      const { rows } = await t.database.executeSql(
        `select coalesce(sum(p.amount), 0)::text as sum from ledger_postings p
         join ledger_accounts a on a.id = p.account_id where a.key = $1`,
        [kind],
      );
      expect((rows[0] as { sum: string }).sum, kind).toBe('0');
    }
    const { rows } = await t.database.executeSql(
      `select coalesce(sum(p.amount), 0)::text as sum from ledger_postings p
       join ledger_accounts a on a.id = p.account_id where a.key = $1`,
      [`store_receivable:${first.id}`],
    );
    expect((rows[0] as { sum: string }).sum).toBe('0');
    const left = (await admin.get('/v1/admin/royalty-imports/unmatched?limit=100')).json().items;
    expect(left.filter((l: { importId: string }) => l.importId === first.id)).toEqual([]);
    const listed = (await admin.get('/v1/admin/royalty-imports')).json().items;
    expect(listed.find((i: { id: string }) => i.id === first.id).voidedAt).not.toBeNull();

    const again = await importReport(t, adminCookie, content);
    expect(again.statusCode).toBe(201);
    expect((await summary(a)).balance).toBe('8.50000000');
    expect((await voidImport(first.id)).json().code).toBe('royalty_import_voided');
  });

  it('refuses when the artist was paid more of it than their balance holds', async () => {
    const a = await artist('pro');
    const res = (
      await importReport(t, adminCookie, report(line({ isrc: a.isrc, earnings: '5' })))
    ).json();
    // 3 of the 5 left the account (a withdrawal).
    const artistAccount = await accountId(t.db, 'artist_royalties', { userId: a.user.id });
    const inFlight = await accountId(t.db, 'payouts_in_flight');
    await postTransactions(t.db, [
      {
        kind: 'withdrawal',
        postedAt: t.clock.now(),
        postings: [
          { accountId: artistAccount, amount: -300_000_000n },
          { accountId: inFlight, amount: 300_000_000n },
        ],
      },
    ]);
    const refused = await voidImport(res.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'royalty_import_void_exceeds_balance',
      params: { name: a.user.name, missing: '3.00000000' },
    });
    expect((await summary(a)).balance).toBe('2.00000000');
    expect(
      (await admin.get('/v1/admin/royalty-imports'))
        .json()
        .items.find((i: { id: string }) => i.id === res.id).voidedAt,
    ).toBeNull();
  });

  it('is for admins only, and answers 404 for an unknown import', async () => {
    const a = await artist('pro');
    const res = (
      await importReport(t, adminCookie, report(line({ isrc: a.isrc, earnings: '7' })))
    ).json();
    expect((await a.api.post(`/v1/admin/royalty-imports/${res.id}/void`)).statusCode).toBe(403);
    expect((await voidImport('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await voidImport('nope')).statusCode).toBe(404);
    expect((await summary(a)).balance).toBe('7.00000000');
  });
});
