import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, request, type TestApp } from '../../test/app.ts';
import { captureMail, createUser, freshIp, signIn } from '../../test/factories.ts';
import { postgresServer } from '../../test/postgres.ts';
import { releaseWithTrack } from '../royalties/test/royalty-test-kit.ts';
import { invite } from './test/split-test-kit.ts';

const url = await postgresServer('invitations racing for one release');
let t: TestApp;
beforeAll(async () => {
  if (url) {
    t = await createTestApp({ WORKERS: 'off' });
    captureMail(t);
  }
}, 60_000);
afterAll(() => t?.close());

it.skipIf(!url)('promises at most 100% when invitations race', async () => {
  const owner = await createUser(t);
  const cookie = await signIn(t, owner);
  const { release } = await releaseWithTrack(t, owner.id);
  // Five invitations of 40% at once, each on its own pooled connection: two fit.
  const answers = await Promise.all(
    Array.from({ length: 5 }, (_, i) =>
      invite(t, cookie, release.id, { email: `racer${i}@example.test`, percent: 40 }),
    ),
  );
  const codes = answers.map((a) => a.statusCode).sort();
  expect(codes).toEqual([201, 201, 422, 422, 422]);
});

it.skipIf(!url)('promises at most 100% when an edit races new invitations', async () => {
  const owner = await createUser(t);
  const cookie = await signIn(t, owner);
  const { release } = await releaseWithTrack(t, owner.id);
  const split = (
    await invite(t, cookie, release.id, { email: 'edited@example.test', percent: 10 })
  ).json();
  // Raising 10% to 60% while two invitations of 40% arrive: 100% holds whichever wins.
  const [edited, ...invited] = await Promise.all([
    request(t.app, cookie).patch(
      `/v1/releases/${release.id}/splits/${split.id}`,
      { percent: 60 },
      freshIp(),
    ),
    ...[0, 1].map((i) =>
      invite(t, cookie, release.id, { email: `late${i}@example.test`, percent: 40 }),
    ),
  ]);
  const list = (await request(t.app, cookie).get(`/v1/releases/${release.id}/splits`)).json();
  const total = list.items.reduce((sum: number, s: { percent: number }) => sum + s.percent, 0);
  expect(total).toBeLessThanOrEqual(100);
  const won = [edited, ...invited].filter((a) => a!.statusCode < 300).length;
  expect(won).toBeGreaterThanOrEqual(1);
  expect([edited, ...invited].every((a) => [200, 201, 422].includes(a!.statusCode))).toBe(true);
});
