import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releaseView } from '../modules/releases/index.ts';
import { sessionUserView, userView } from '../modules/users/index.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { viewText } from './read-view.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The plan's node types, from EXPLAIN (FORMAT JSON). */
async function planNodes(query: { toSQL(): { sql: string } }) {
  const result = await t.db.execute(sql.raw(`explain (format json) ${query.toSQL().sql}`));
  const rows = ((result as { rows?: unknown[] }).rows ?? result) as Record<string, unknown>[];
  const plan = JSON.stringify(Object.values(rows[0]!)[0]);
  return [...plan.matchAll(/"Node Type":"([^"]+)"/g)].map((m) => m[1]);
}

describe('read views', () => {
  it('are folded into the query around them: a join through views is a join on the tables', async () => {
    const releases = releaseView();
    const owners = userView('owners');
    const query = t.db
      .select({ title: releases.title, owner: owners.name })
      .from(releases)
      .innerJoin(owners, eq(owners.id, releases.ownerId));
    const nodes = await planNodes(query);
    expect(nodes).not.toContain('Subquery Scan');
    expect(nodes.filter((n) => n?.endsWith('Scan'))).toHaveLength(2);
  });

  it('render as SQL text for statements prepared once', () => {
    expect(viewText(sessionUserView('u'))).toMatch(
      /^\(select "id", "name", .* from "users"\) "u"$/,
    );
    expect(viewText(sessionUserView('u'))).not.toMatch(/password|totp|twofactor_secret/);
  });
});
