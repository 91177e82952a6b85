import pg from 'pg';

/**
 * A node-postgres pool that survives the server ending its connections (failover, restart,
 * pg_terminate_backend) while requests are using them.
 */
export function createPool(url: string): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: 20,
    // While the server cannot be reached (failover), a request waits this long for a
    // connection and then answers 503, instead of hanging until TCP gives up.
    connectionTimeoutMillis: 10_000,
  });
  // An idle connection the server ends must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  // A connection checked out of the pool (inside a transaction, between two statements) that
  // the server ends emits 'error' on the client itself, where no listener would crash the
  // process. The statement in flight fails with the error and the request answers 503.
  pool.on('connect', (client) => client.on('error', () => {}));

  // Drizzle's transaction() sends BEGIN before its try/finally, so a BEGIN on a connection that
  // has just been ended never gives its client back: after `max` of those every request waits
  // for a connection forever. A checked-out client whose connection ends is therefore released
  // (and discarded) at once; the caller's own release() later does nothing.
  const connect = pool.connect.bind(pool);
  pool.connect = ((callback?: Parameters<pg.Pool['connect']>[0]) => {
    // pool.query() checks out with a callback and always releases: leave it alone.
    if (callback) return connect(callback);
    return connect().then(releaseWhenEnded);
  }) as pg.Pool['connect'];
  return pool;
}

function releaseWhenEnded(client: pg.PoolClient): pg.PoolClient {
  const release = client.release.bind(client);
  let released = false;
  const releaseOnce = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    client.off('end', onEnd);
    release(error);
  };
  const onEnd = () => releaseOnce(new Error('connection ended while checked out'));
  client.once('end', onEnd);
  client.release = releaseOnce;
  return client;
}
