import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, expect, it } from 'vitest';

// Migration 0024 (decision 035) moves the lines written so far into groups: lines of the
// set-based import (0023), one per line of the first version's, and resolved ones.

const migrations = fileURLToPath(new URL('../../../drizzle', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'soundpost-migration-0024-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The committed migrations up to `tag` (excluded), in a folder of their own. */
function migrationsBefore(tag: string) {
  const folder = join(work, 'drizzle');
  cpSync(migrations, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return folder;
}

it('moves the lines so far into groups; the view shows them as they were', async () => {
  const pglite = await PGlite.create();
  const db = drizzle(pglite);
  await migrate(db, { migrationsFolder: migrationsBefore('0024_narrow_royalty_lines') });
  const [owner, admin] = ['owner', 'admin'];
  await pglite.exec(`
    insert into users (name, username, email) values
      ('O', '${owner}', 'o@example.com'), ('A', '${admin}', 'a@example.com');
    create temp table u as select username, id from users;
    insert into royalty_imports (id, store, period, currency, content_hash, total, created_at)
      values ('0193a0b4-c5d6-7e8f-9a0b-1c2d3e4f5061', 'S', '2024-03', 'USD', 'h1', 0,
        '2024-04-01'), ('9b1f0f5e-0000-4000-8000-000000000001', 'S', '2024-02', 'USD', 'h2', 0,
        '2024-03-01');
    create temp table l as select * from royalty_lines limit 0;
    insert into l (id, import_id, line_number, sale_month, store, artist, title, isrc, upc,
      quantity, country, amount, status, owner_id, share_percent, owner_amount, platform_amount,
      owner_basis_points, posted_at, transaction_id, resolved_by, created_at)
    select overlay(i::text placing lpad(to_hex(n), 12, '0') from 25)::uuid, i, n, '2024-03-01',
      'S', 'A', 'T', 'QZ-ABC-24-00001', '', 1, 'TR', amount, status,
      case when status in ('matched', 'assigned') then (select id from u where username = '${owner}') end,
      percent, owner_amount, platform_amount, points, posted, tx, resolver, '2024-04-01'
    from (values
      (2, 100, 'matched', 85, 85, 15, null, '2024-04-01'::timestamptz, 'a0000000-0000-4000-8000-000000000001'::uuid, null::uuid),
      (3, 7, 'matched', 85, 6, 1, null, '2024-04-01', 'a0000000-0000-4000-8000-000000000001', null),
      (4, 100, 'matched', 85, 60, 15, 7000, '2024-04-01', 'a0000000-0000-4000-8000-000000000001', null),
      (5, 40, 'unmatched', null, null, null, null, null, 'a0000000-0000-4000-8000-000000000001', null),
      (6, 10, 'assigned', 100, 10, 0, null, '2024-05-01', 'a0000000-0000-4000-8000-000000000002',
        (select id from u where username = '${admin}'))
    ) v (n, amount, status, percent, owner_amount, platform_amount, points, posted, tx, resolver)
    cross join (select '0193a0b4-c5d6-7e8f-9a0b-1c2d3e4f5061'::uuid as i) i;
    -- A line of the first version: an id of its own, and a transaction of its own.
    insert into l (id, import_id, line_number, sale_month, store, artist, title, isrc, upc,
      quantity, country, amount, status, owner_id, share_percent, owner_amount, platform_amount,
      posted_at, transaction_id, created_at)
    select '5e2c1a0b-0000-4000-8000-00000000abcd', '9b1f0f5e-0000-4000-8000-000000000001', 2,
      '2024-02-01', 'S', 'A', 'T', 'QZ-ABC-24-00001', '', 1, 'TR', 20, 'matched', id, 85, 17, 3,
      '2024-03-01', 'a0000000-0000-4000-8000-000000000003', '2024-03-01'
    from u where username = '${owner}';
    insert into royalty_lines select * from l;`);
  const columns = `id, import_id, line_number, sale_month, amount, status, owner_id,
    share_percent, owner_amount, platform_amount, owner_basis_points, posted_at,
    transaction_id, resolved_by, created_at`;
  const before = await pglite.query(`select ${columns} from royalty_lines order by id`);
  // The ALTERs of 0024 must not wait for this session's temp tables.
  await pglite.exec('drop table l; drop table u;');

  await migrate(db, { migrationsFolder: migrations });
  const after = await pglite.query(`select ${columns} from royalty_line_details order by id`);
  expect(after.rows).toEqual(before.rows);
  const groups = await pglite.query<{ status: string; line_numbers: number[] | null }>(
    `select status, line_numbers, line_id is not null as single from royalty_line_groups
     order by id`,
  );
  expect(groups.rows).toEqual(
    expect.arrayContaining([
      { status: 'matched', line_numbers: [2, 3, 4], single: false },
      { status: 'unmatched', line_numbers: [5], single: false },
      { status: 'assigned', line_numbers: [6], single: false },
      { status: 'matched', line_numbers: null, single: true },
    ]),
  );
  expect(groups.rows).toHaveLength(4);
  // Only the part that splits divided is kept on the line.
  const kept = await pglite.query(
    'select line_number, owner_amount from royalty_lines where owner_amount is not null',
  );
  expect(kept.rows).toEqual([{ line_number: 4, owner_amount: 60 }]);
  await pglite.close();
  // PGlite's start and two runs of the migrations.
}, 120_000);
