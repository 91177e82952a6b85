import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { captureMail, createUser, signIn } from '../../test/factories.ts';
import { postgresServer } from '../../test/postgres.ts';
import { releaseWithTrack } from '../royalties/royalty-test-kit.ts';
import { invite } from './split-test-kit.ts';

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
