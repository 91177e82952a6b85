import { afterAll, beforeAll, expect, it } from 'vitest';
import { days } from '../../lib/clock.ts';
import { createTestApp, request, type TestApp } from '../../test/app.ts';
import { captureMail, createUser, signIn, uniqueId, type TestUser } from '../../test/factories.ts';
import { withdraw } from '../payouts/test/payout-test-kit.ts';
import { answer, invitationToken, invite } from '../splits/test/split-test-kit.ts';
import { artistPartsSql } from './royalty-entries.ts';
import { header, importReport, releaseWithTrack } from './test/royalty-test-kit.ts';

/**
 * The entries list walks the parts from the cursor down (decision 037). Here its pages and
 * statuses are held against the definition, computed over all of the artist's parts at once:
 * newest first by (posting, group, line number), each paid while the sum of the parts up to it
 * (oldest first) is within what was withdrawn.
 */
let t: TestApp;
let admin: string;
let mail: ReturnType<typeof captureMail>;
beforeAll(async () => {
  t = await createTestApp({ WORKERS: 'off' });
  mail = captureMail(t);
  admin = await signIn(t, await createUser(t, { role: 'admin' }));
});
afterAll(() => t.close());

const row = (isrc: string, store: string, earnings: string) =>
  ['2024-06-15', '2024-03', store, 'A', 'T', isrc, '', '3', 'TR', earnings].join('\t');

/** A report whose lines alternate between the ISRCs, with refunds and lines of zero. */
function report(isrcs: string[], count: number) {
  const lines = Array.from({ length: count }, (_, i) => {
    const earnings = i % 17 === 5 ? '-0.30' : i % 23 === 7 ? '0' : `${(i % 9) + 1}.0${i % 7}`;
    return row(isrcs[i % isrcs.length]!, ['Spotify', 'Deezer', 'Tidal'][i % 3]!, earnings);
  });
  return [header, row(uniqueId(), 'Spotify', '1'), ...lines].join('\n');
}

async function imported(content: string) {
  t.clock.advance(1000);
  const res = await importReport(t, admin, content);
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string };
}

type Reference = { id: string; amount: bigint; running: bigint; store: string; release: string };

/** The artist's parts by the definition: every one, newest first, with its running total. */
async function reference(userId: string): Promise<Reference[]> {
  const { rows } = await t.database.executeSql(
    `select e.line_id::text as id, e.amount::text, e.store, e.release_id::text as release,
       (sum(e.amount) over (order by e.posted_at, l.group_id, e.line_number))::text as running
     from (${artistPartsSql}) e join royalty_lines l on l.id = e.line_id
     order by e.posted_at desc, l.group_id desc, e.line_number desc`,
    [userId],
  );
  return (rows as Record<string, string>[]).map((r) => ({
    id: r.id!,
    amount: BigInt(r.amount!),
    running: BigInt(r.running!),
    store: r.store!,
    release: r.release!,
  }));
}

/** The pages of the list at `limit` entries a page (all, or the first `pages`). */
async function allPages(cookie: string, query: string, limit: number, pages = Infinity) {
  const items: { lineId: string; status: string }[] = [];
  let cursor: string | null = null;
  do {
    if (pages-- === 0) break;
    const after: string = cursor ? `&cursor=${cursor}` : '';
    const res = await request(t.app, cookie).get(
      `/v1/royalties/entries?limit=${limit}${query}${after}`,
    );
    expect(res.statusCode).toBe(200);
    items.push(...res.json().items);
    cursor = res.json().nextCursor;
  } while (cursor);
  return items;
}

async function expectDefinition(user: TestUser, cookie: string) {
  const summary = (await request(t.app, cookie).get('/v1/royalties/summary')).json();
  const parts = await reference(user.id);
  // The ledger's earnings (what the walk starts from) are the sum of the parts.
  const units = (text: string) => BigInt(text.replace('.', ''));
  expect(units(summary.earned)).toBe(parts.reduce((sum, p) => sum + p.amount, 0n));
  const withdrawn = units(summary.paid) + units(summary.inFlight);
  const status = (p: Reference) => (p.running <= withdrawn ? 'paid' : 'available');
  const expected = (keep: (p: Reference) => boolean) =>
    parts.filter(keep).map((p) => ({ lineId: p.id, status: status(p) }));
  const listed = (items: { lineId: string; status: string }[]) =>
    items.map(({ lineId, status }) => ({ lineId, status }));

  expect(listed(await allPages(cookie, '', 100))).toEqual(expected(() => true));
  expect(listed(await allPages(cookie, '', 7, 12))).toEqual(expected(() => true).slice(0, 84));
  expect(listed(await allPages(cookie, '&store=Deezer', 60))).toEqual(
    expected((p) => p.store === 'Deezer'),
  );
  const release = parts.at(-1)!.release;
  expect(listed(await allPages(cookie, `&releaseId=${release}`, 90))).toEqual(
    expected((p) => p.release === release),
  );
  expect(await allPages(cookie, '&country=FR', 10)).toEqual([]);
  for (const p of parts.filter((_, i) => i % 197 === 0)) {
    const one = (await request(t.app, cookie).get(`/v1/royalties/entries/${p.id}`)).json();
    expect(one).toMatchObject({ lineId: p.id, status: status(p) });
  }
  return parts;
}

it('lists pages and statuses as the definition says, through splits, refunds and withdrawals', async () => {
  const owner = await createUser(t, { plan: 'lite' });
  const ownerCookie = await signIn(t, owner);
  const one = await releaseWithTrack(t, owner.id);
  const two = await releaseWithTrack(t, owner.id);
  const collaborator = await createUser(t);
  const own = await releaseWithTrack(t, collaborator.id);
  await invite(t, ownerCookie, two.release.id, {
    email: collaborator.email,
    percent: 40,
    trackId: two.track.id,
    recoupAmount: '20',
  });
  await answer(t, await signIn(t, collaborator), invitationToken(mail.last(collaborator.email)));

  // A group of more than one slice (256 lines), interleaved with the other track's.
  await imported(report([one.isrc, two.isrc, one.isrc], 600));
  await imported(report([two.isrc, own.isrc], 120));
  const later = await imported(
    [report([own.isrc, one.isrc], 60), row('XX-WLK-24-00001', 'Tidal', '7.77')].join('\n'),
  );
  const queue = (await request(t.app, admin).get('/v1/admin/royalty-imports/unmatched?limit=100'))
    .json()
    .items.find((l: { importId: string }) => l.importId === later.id);
  t.clock.advance(1000);
  const resolved = await request(t.app, admin).post(
    `/v1/admin/royalty-imports/unmatched/${queue.id}/resolve`,
    { action: 'assign', trackId: one.track.id },
  );
  expect(resolved.statusCode).toBe(200);

  // Past the payout wait, each withdraws a part: the oldest parts become paid.
  t.clock.advance(days(91));
  const users = [
    { user: owner, cookie: await signIn(t, owner) },
    { user: collaborator, cookie: await signIn(t, collaborator) },
  ];
  for (const { user, cookie } of users) {
    const set = await request(t.app, cookie).put('/v1/account/payout', {
      method: 'paypal',
      email: `${user.username}@example.test`,
    });
    expect(set.statusCode).toBe(200);
    const { available } = (await request(t.app, cookie).get('/v1/royalties/summary')).json();
    const amount = (Number(available) * 0.4).toFixed(2);
    const res = await withdraw(t, cookie, amount);
    expect(res.statusCode, res.body).toBe(201);
  }
  for (const { user, cookie } of users) {
    const parts = await expectDefinition(user, cookie);
    expect(parts.length).toBeGreaterThan(user === owner ? 600 : 100);
  }

  // Voided, an import's parts leave the list and the ledger's earnings alike.
  const ownerCookie2 = users[0]!.cookie;
  const first = (await request(t.app, ownerCookie2).get('/v1/royalties/entries?limit=3')).json();
  admin = await signIn(t, await createUser(t, { role: 'admin' }));
  const voided = await request(t.app, admin).post(`/v1/admin/royalty-imports/${later.id}/void`, {});
  expect(voided.statusCode).toBe(200);
  for (const { user, cookie } of users) await expectDefinition(user, cookie);
  // A cursor on a voided line goes on with what was posted before it.
  const next = await request(t.app, ownerCookie2).get(
    `/v1/royalties/entries?limit=100&cursor=${first.nextCursor}`,
  );
  expect(next.statusCode).toBe(200);
  const remaining = (await reference(owner.id)).map((p) => p.id);
  expect(next.json().items.map((i: { lineId: string }) => i.lineId)).toEqual(
    remaining.slice(0, 100),
  );
}, 120_000);
