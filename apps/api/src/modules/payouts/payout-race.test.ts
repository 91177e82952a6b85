import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, request, type TestApp } from '../../test/app.ts';
import { createUser } from '../../test/factories.ts';
import { postgresServer } from '../../test/postgres.ts';
import { accountId } from '../ledger/ledger.ts';
import { fundedArtist, withdraw } from './test/payout-test-kit.ts';

const url = await postgresServer('two withdrawals racing for one balance');
let t: TestApp;
beforeAll(async () => {
  if (url) t = await createTestApp({ WORKERS: 'off' });
}, 60_000);
afterAll(() => t?.close());

it.skipIf(!url)('pays at most the balance when withdrawals race for it', async () => {
  const admin = await createUser(t, { role: 'admin' });
  const { cookie } = await fundedArtist(t, admin, '100');
  // The account exists already, as on any instance that paid before: its first insert would
  // make the requests wait on one another by chance.
  await accountId(t.db, 'payouts_in_flight');
  // $85 available; five requests of $50 at once, each on its own pooled connection.
  const answers = await Promise.all(Array.from({ length: 5 }, () => withdraw(t, cookie, '50')));
  const codes = answers.map((a) => a.statusCode).sort();
  expect(codes).toEqual([201, 422, 422, 422, 422]);
  const summary = (await request(t.app, cookie).get('/v1/royalties/summary')).json();
  expect(summary).toMatchObject({ balance: '35.00000000', inFlight: '50.00000000' });
  const { rows } = await t.database.executeSql(
    'select transaction_id from ledger_postings group by transaction_id having sum(amount) <> 0',
  );
  expect(rows).toEqual([]);
});
