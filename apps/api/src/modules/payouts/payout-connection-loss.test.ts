import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, request, type TestApp } from '../../test/app.ts';
import { createUser, signIn, uniqueId } from '../../test/factories.ts';
import { postgresServer } from '../../test/postgres.ts';
import { accountId } from '../ledger/ledger.ts';
import { fundedArtist, withdraw } from './test/payout-test-kit.ts';

const server = await postgresServer('withdrawals while PostgreSQL drops the connections');
let t: TestApp;
beforeAll(async () => {
  // Jobs are worked in this process, on the same pool the requests use.
  if (server) t = await createTestApp({ WORKERS: 'inline' });
}, 60_000);
afterAll(() => t?.close());

/** Ends every connection of the app's database every 50 ms until `stop()`. */
async function dropConnections(database: string) {
  const killer = new pg.Client({ connectionString: server });
  await killer.connect();
  let dropping = true;
  let kills = 0;
  const loop = (async () => {
    while (dropping) {
      const { rowCount } = await killer.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [database],
      );
      kills += rowCount ?? 0;
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  return async () => {
    dropping = false;
    await loop;
    await killer.end();
    return kills;
  };
}

const inFlight = async () => {
  const { rows } = await t.database.executeSql(
    `select coalesce(sum(p.amount), 0)::text as units from ledger_postings p
       join ledger_accounts a on a.id = p.account_id where a.key = 'payouts_in_flight'`,
  );
  return (rows[0] as { units: string }).units;
};

/**
 * Statuses of the artist's withdrawals once none is requested or sending: at most 75 s, room for
 * a job whose end was lost with its connection (heartbeat 10 s, supervision every 15 s, then
 * the retry's delay).
 */
async function settledStatuses(cookies: string[], deadline = Date.now() + 75_000) {
  for (;;) {
    const lists = await Promise.all(
      cookies.map((cookie) => request(t.app, cookie).get('/v1/royalties/withdrawals')),
    );
    const statuses: string[] = lists.flatMap((l) => l.json().items.map((w: Item) => w.status));
    const settled = statuses.every((s) => s !== 'requested' && s !== 'sending');
    if (settled || Date.now() > deadline) return statuses;
    await new Promise((r) => setTimeout(r, 300));
  }
}
type Item = { status: string };

it.skipIf(!server)(
  'queues the payout with its withdrawal or approval: a connection lost queueing it loses neither',
  async () => {
    // Every other payout job the database inserts, it ends the inserting connection instead:
    // the first attempt of each step below loses its connection right there.
    await t.database.executeSql(`create sequence payout_job_faults`);
    await t.database.executeSql(`create function drop_payout_job() returns trigger
      language plpgsql as $$ begin
        if new.name = 'payouts.send' and nextval('payout_job_faults') % 2 = 1 then
          perform pg_terminate_backend(pg_backend_pid());
        end if;
        return new;
      end $$`);
    await t.database.executeSql(`create trigger drop_payout_job after insert on pgboss.job
      for each row execute function drop_payout_job()`);
    try {
      const admin = await createUser(t, { role: 'admin' });
      const { cookie } = await fundedArtist(t, admin, '100');
      const key = uniqueId();
      expect((await withdraw(t, cookie, '50', key)).statusCode).toBe(503);
      // The client's retry with the same key: a new withdrawal, or the first one's replay.
      expect((await withdraw(t, cookie, '50', key)).statusCode).toBe(201);
      expect(await settledStatuses([cookie])).toEqual(['paid']);

      const manual = { payoutManualApproval: true };
      await request(t.app, await signIn(t, admin)).patch('/v1/admin/settings', manual);
      const approved = await fundedArtist(t, admin, '100');
      const adminCookie = await signIn(t, admin); // the clock moved on past the first session
      const w = (await withdraw(t, approved.cookie, '50')).json();
      expect(w.status).toBe('requested');
      const approve = () =>
        request(t.app, adminCookie).post(`/v1/admin/withdrawals/${w.id}/approve`);
      expect((await approve()).statusCode).toBe(503);
      expect((await approve()).statusCode).toBe(200);
      expect(await settledStatuses([approved.cookie])).toEqual(['paid']);
    } finally {
      await t.database.executeSql('drop trigger drop_payout_job on pgboss.job');
      const off = { payoutManualApproval: false };
      await request(t.app, await signIn(t, await createUser(t, { role: 'admin' }))).patch(
        '/v1/admin/settings',
        off,
      );
    }
  },
  60_000,
);

it.skipIf(!server)(
  'pays every withdrawal answered 201 through dropped connections, and leaves none in flight',
  async () => {
    const admin = await createUser(t, { role: 'admin' });
    // Three artists with $850 available each; four $50 withdrawals each, one Idempotency-Key
    // per withdrawal, retried like a client does after a 503.
    const users = [];
    for (let i = 0; i < 3; i++) users.push((await fundedArtist(t, admin, '1000')).user);
    // Each funding moves the clock on: sign every artist in anew.
    const artists = await Promise.all(users.map(async (u) => ({ cookie: await signIn(t, u) })));
    await accountId(t.db, 'payouts_in_flight');
    const inFlightBefore = await inFlight();
    const keys = artists.flatMap(({ cookie }) =>
      Array.from({ length: 4 }, () => ({ cookie, key: uniqueId() })),
    );

    const stop = await dropConnections(new URL(t.database.url!).pathname.slice(1));
    const answered = new Set<string>();
    const until = Date.now() + 8000;
    await Promise.all(
      keys.map(async ({ cookie, key }) => {
        while (Date.now() < until) {
          const res = await withdraw(t, cookie, '50', key);
          if (res.statusCode === 201) answered.add(key);
          else expect(res.statusCode).toBe(503);
          await new Promise((r) => setTimeout(r, 20));
        }
      }),
    );
    expect(await stop()).toBeGreaterThan(0);

    // Once the database stays up, every key is answered: the withdrawal it made, or a new one.
    for (const { cookie, key } of keys) {
      const res = await withdraw(t, cookie, '50', key);
      expect(res.statusCode).toBe(201);
    }
    // The queue pays each of them, a lost job's end included; none is left sending or in flight.
    const statuses = await settledStatuses(artists.map((a) => a.cookie));
    expect(statuses).toEqual(Array(12).fill('paid'));
    expect(await inFlight()).toBe(inFlightBefore);
    for (const { cookie } of artists) {
      const summary = (await request(t.app, cookie).get('/v1/royalties/summary')).json();
      expect(summary).toMatchObject({ balance: '650.00000000', paid: '200.00000000' });
    }
  },
  120_000,
);
