import type { TokenScope } from '@soundpost/contracts/analytics';
import { apiTokenPrefix } from '@soundpost/contracts/api-tokens';
import { days } from '../../../lib/clock.ts';
import { hashToken, randomToken } from '../../../lib/tokens.ts';
import type { TestApp } from '../../../test/app.ts';
import { insertApiToken } from '../api-tokens.repository.ts';

/**
 * A token of `userId` written straight to the database, whatever the owner's plan or state:
 * the tests of its use are not about how it was made. Answers its id and secret.
 */
export async function issueToken(
  t: TestApp,
  userId: string,
  scopes: TokenScope[],
  lifetimeDays = 30,
) {
  const token = `${apiTokenPrefix}${randomToken()}`;
  const now = t.clock.now();
  const row = await insertApiToken(t.db, {
    userId,
    name: 'script',
    scopes,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + days(lifetimeDays)),
  });
  return { id: row.id, token };
}

/** A GET, or another method (with an empty JSON body), sent with a bearer token and no cookie. */
export const withToken = (t: TestApp, token: string, url: string, method = 'GET') =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(method === 'GET' || method === 'HEAD' ? {} : { payload: {} }),
  });
