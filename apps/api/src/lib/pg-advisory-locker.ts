import pg from 'pg';
import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/server';

/** A holder hears on this channel that another request, on any instance, wants its lock. */
const releaseChannel = 'soundpost_lock_release';

export type PgAdvisoryLocker = Locker & { close: () => Promise<void> };

type Options = {
  /** How long a request waits for a lock before giving up (tus answers 500, the client retries). */
  acquireTimeoutMs?: number;
  /** How often a waiting request tries again. */
  retryMs?: number;
  /** Connections for held locks: at most this many uploads are written at once per process. */
  maxConnections?: number;
};

/**
 * tus locks shared by every process on one PostgreSQL database: a session advisory lock per
 * upload id, held on a connection of its own (from a pool apart from the app's, so long uploads
 * never starve queries) for as long as the request writes. Like tus's memory locker, a request
 * that finds the lock taken asks the holder to let go (NOTIFY; the holder's request is then
 * cancelled and unlocks) and tries again until its time-out. A crashed holder's lock dies with
 * its connection.
 */
export function createPgAdvisoryLocker(url: string, opts: Options = {}): PgAdvisoryLocker {
  const { acquireTimeoutMs = 30_000, retryMs = 100, maxConnections = 20 } = opts;
  const pool = new pg.Pool({
    connectionString: url,
    max: maxConnections,
    // Waiting for a free connection counts against the same time-out as waiting for the lock.
    connectionTimeoutMillis: acquireTimeoutMs,
  });
  // A lock connection the server drops must not crash the process; its lock is gone with it.
  pool.on('error', () => {});

  return {
    newLock: (id) => new PgAdvisoryLock(pool, id, acquireTimeoutMs, retryMs),
    close: () => pool.end(),
  };
}

class PgAdvisoryLock implements Lock {
  private client: pg.PoolClient | undefined;
  private onNotice: ((message: pg.Notification) => void) | undefined;
  private onLost: (() => void) | undefined;
  private readonly pool: pg.Pool;
  private readonly id: string;
  private readonly timeoutMs: number;
  private readonly retryMs: number;

  constructor(pool: pg.Pool, id: string, timeoutMs: number, retryMs: number) {
    this.pool = pool;
    this.id = id;
    this.timeoutMs = timeoutMs;
    this.retryMs = retryMs;
  }

  async lock(signal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    const deadline = Date.now() + this.timeoutMs;
    const client = await this.pool.connect();
    try {
      // Only the holder answers release requests; waiters hear them too and ignore them.
      this.onNotice = (message) => {
        if (this.client && message.channel === releaseChannel && message.payload === this.id) {
          void requestRelease();
        }
      };
      client.on('notification', this.onNotice);
      // A lost connection loses the lock with it: the request writing under it must stop too.
      this.onLost = () => {
        if (this.client) void requestRelease();
      };
      client.on('error', this.onLost);
      await client.query(`listen ${releaseChannel}`);
      for (;;) {
        const { rows } = await client.query<{ locked: boolean }>(
          "select pg_try_advisory_lock(hashtextextended('tus:' || $1, 0)) as locked",
          [this.id],
        );
        if (rows[0]?.locked) break;
        if (signal.aborted || Date.now() >= deadline) throw ERRORS.ERR_LOCK_TIMEOUT;
        await client.query('select pg_notify($1, $2)', [releaseChannel, this.id]);
        await new Promise((resolve) => setTimeout(resolve, this.retryMs));
      }
      this.client = client;
    } catch (error) {
      await this.release(client);
      throw error;
    }
  }

  async unlock(): Promise<void> {
    const { client } = this;
    if (!client) throw new Error('Releasing an unlocked lock!');
    this.client = undefined;
    try {
      await client.query("select pg_advisory_unlock(hashtextextended('tus:' || $1, 0))", [this.id]);
    } catch (error) {
      // The connection is gone, and the lock with it: nothing is left to unlock.
      client.release(error as Error);
      return;
    }
    await this.release(client);
  }

  /** Back to the pool without our listener; a connection in doubt is closed instead. */
  private async release(client: pg.PoolClient) {
    if (this.onNotice) client.off('notification', this.onNotice);
    if (this.onLost) client.off('error', this.onLost);
    try {
      await client.query(`unlisten ${releaseChannel}`);
      client.release();
    } catch (error) {
      client.release(error as Error);
    }
  }
}
