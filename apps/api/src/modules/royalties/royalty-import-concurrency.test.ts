import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { request } from '../../test/app.ts';
import { createUser, signIn } from '../../test/factories.ts';
import { importsUnderFire, killMidway, rowCounts } from '../../test/kill-midway.ts';
import { header, importReport, line, releaseWithTrack } from './test/royalty-test-kit.ts';

const onPostgres = process.env.TEST_DB !== 'pglite' && !!process.env.TEST_DATABASE_URL;
if (!onPostgres) console.log('royalty import concurrency: PostgreSQL only');

const importProcess = fileURLToPath(new URL('./import-report-process.ts', import.meta.url));

describe.runIf(onPostgres)('royalty import on PostgreSQL, under fire', () => {
  const fire = importsUnderFire('soundpost-royalty-kill-');

  /** Rows of every table an import writes. */
  const written = () =>
    rowCounts(fire.t, {
      imports: 'royalty_imports',
      lines: 'royalty_lines',
      transactions: 'ledger_transactions',
      postings: 'ledger_postings',
    });

  it('an import killed with SIGKILL midway leaves nothing, and the same file then imports', async () => {
    const user = await createUser(fire.t, { plan: 'pro' });
    const { isrc } = await releaseWithTrack(fire.t, user.id);
    // Large enough that the import is still at work a moment after its first write.
    const lineCount = 300_000;
    const file = join(fire.work, 'big.tsv');
    const lines = Array.from({ length: lineCount }, (_, i) =>
      line({ isrc: i % 10 === 9 ? `XX-NOP-24-${i}` : isrc, earnings: '0.00000010' }),
    );
    writeFileSync(file, [header, ...lines].join('\n') + '\n');

    expect(
      await killMidway(fire.t, importProcess, [fire.t.database.url!, file, fire.admin.id]),
    ).toBe('SIGKILL');
    expect(await written()).toEqual({ imports: 0, lines: 0, transactions: 0, postings: 0 });

    const res = await importReport(fire.t, fire.adminCookie, [header, ...lines].join('\n') + '\n');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ lines: lineCount, matched: 270_000, total: '0.03000000' });
    const summary = await request(fire.t.app, await signIn(fire.t, user)).get(
      '/v1/royalties/summary',
    );
    expect(summary.json().balance).toBe('0.02700000');
  }, 180_000);

  it('the same file posted twice at once is imported once; the other gets 409', async () => {
    const user = await createUser(fire.t, { plan: 'pro' });
    const { isrc } = await releaseWithTrack(fire.t, user.id);
    const content =
      [header, ...Array.from({ length: 2000 }, () => line({ isrc, earnings: '0.5' }))].join('\n') +
      '\n';
    const before = await written();
    const answers = await Promise.all([
      importReport(fire.t, fire.adminCookie, content),
      importReport(fire.t, fire.adminCookie, content),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().code).toBe('royalty_report_duplicate');
    const after = await written();
    expect(after.imports - before.imports).toBe(1);
    expect(after.lines - before.lines).toBe(2000);
    const summary = await request(fire.t.app, await signIn(fire.t, user)).get(
      '/v1/royalties/summary',
    );
    expect(summary.json().balance).toBe('1000.00000000');
  }, 120_000);
});
