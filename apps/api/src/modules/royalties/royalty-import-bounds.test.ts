import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { captureMail, createUser, signIn, uniqueId } from '../../test/factories.ts';
import { accountId, balanceOf } from '../ledger/ledger.ts';
import { formatUnits } from '../ledger/money.ts';
import { answer, invitationToken, invite } from '../splits/test/split-test-kit.ts';
import { importRoyaltyReport } from './royalty-import.ts';
import { header, importReport, line, releaseWithTrack } from './test/royalty-test-kit.ts';

let t: TestApp;
let mail: ReturnType<typeof captureMail>;
const work = mkdtempSync(join(tmpdir(), 'soundpost-import-bounds-'));
beforeAll(async () => {
  t = await createTestApp({ WORKERS: 'off' });
  mail = captureMail(t);
});
afterAll(async () => {
  rmSync(work, { recursive: true, force: true });
  await t.close();
});

// The import holds the groups' line numbers and the collaborators' parts up to bounds, then
// writes them (decision 035). 60,000 lines are three chunks of the file: with bounds of one,
// both are written after every batch, and a group's lines end up in several rows.
it('posts the same when what it holds is written after every batch', async () => {
  const admin = await createUser(t, { role: 'admin' });
  const adminCookie = await signIn(t, admin);
  const owner = await createUser(t, { plan: 'lite' });
  const other = await createUser(t, { plan: 'pro' });
  const collaborator = await createUser(t);
  const split = await releaseWithTrack(t, owner.id);
  const plain = await releaseWithTrack(t, other.id);
  await invite(t, await signIn(t, owner), split.release.id, {
    email: collaborator.email,
    percent: 30,
  });
  await answer(t, await signIn(t, collaborator), invitationToken(mail.last(collaborator.email)));
  const isrcs = [split.isrc, plain.isrc, 'XX-NOP-24-00001'];
  const body = Array.from({ length: 60_000 }, (_, i) =>
    line({
      isrc: isrcs[i % 3],
      month: `2024-0${1 + (i % 4)}`,
      earnings: `${i % 97}.${String(i % 100).padStart(2, '0')}${i % 7}`,
    }),
  );
  // A unique first line: the two reports are two files.
  const report = () => [header, line({ upc: uniqueId(), earnings: '0' }), ...body].join('\n');
  const balances = async () =>
    Promise.all(
      [owner, other, collaborator].map(async (user) =>
        balanceOf(t.db, await accountId(t.db, 'artist_royalties', { userId: user.id })),
      ),
    );

  const before = await balances();
  const path = join(work, 'report.tsv');
  writeFileSync(path, report());
  const bounded = await importRoyaltyReport(
    { database: t.database, clock: t.clock, importBounds: { lines: 1, splitBytes: 1 } },
    admin.id,
    { store: 'Spotify', period: '2024-04', currency: 'USD', format: 'tsv' },
    { path, filename: 'report.tsv' },
  );
  const middle = await balances();
  t.clock.advance(1000);
  const whole = await importReport(t, adminCookie, report(), {
    store: 'Spotify',
    period: '2024-04',
    currency: 'USD',
  });
  expect(whole.statusCode).toBe(201);
  const after = await balances();

  expect(bounded.lineCount).toBe(60_001);
  expect(formatUnits(bounded.total)).toBe(whole.json().total);
  expect(middle.map((b, i) => b - before[i]!)).toEqual(after.map((b, i) => b - middle[i]!));
  expect(middle[2]! - before[2]!).toBeGreaterThan(0n);
  // Every line is listed by exactly one of its import's groups, the one it names.
  for (const [importId, written] of [
    [bounded.id, 'per batch'],
    [whole.json().id as string, 'once'],
  ] as const) {
    const { rows } = await t.database.executeSql(
      `select (select count(*) from royalty_line_groups g cross join unnest(g.line_numbers) n
                 join royalty_lines l on l.id = royalty_line_id(g.import_id, n)
                   and l.group_id = g.id
               where g.import_id = $1)::int as listed,
              (select count(*) from royalty_line_details where import_id = $1)::int as lines,
              (select max(c) from (select count(*) as c from royalty_line_groups
                 where import_id = $1 group by track_id, share_percent) x)::int as rows_per_group`,
      [importId],
    );
    const row = rows[0] as { listed: number; lines: number; rows_per_group: number };
    expect(row.listed).toBe(60_001);
    expect(row.lines).toBe(60_001);
    if (written === 'once') expect(row.rows_per_group).toBe(1);
    else expect(row.rows_per_group).toBeGreaterThan(1);
  }
}, 120_000);
