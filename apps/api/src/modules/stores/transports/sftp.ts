import { createHash } from 'node:crypto';
import { posix } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { SftpTransportSettings, TransportSecrets } from '@soundpost/contracts/stores';
// ssh2 is CommonJS: Node gives its exports as the default import only.
import ssh2, { type ConnectConfig, type SFTPWrapper } from 'ssh2';
import { checkPath, isPart, partPath, splitPrefix } from './paths.ts';
import { sourceStream } from './source.ts';
import type { Transport } from './transport.ts';
import { networkFailure, TransportError, type TransportFailure } from './transport-error.ts';

export type SftpTimeouts = {
  /** Connecting, the key exchange and signing in. */
  connectMs: number;
  /** The longest a call waits without progress (an upload: without a chunk going out). */
  idleMs: number;
};

const defaultTimeouts: SftpTimeouts = { connectMs: 20_000, idleMs: 60_000 };

/** The host key's fingerprint as `ssh-keygen -lf` prints it (`SHA256:` + unpadded base64). */
export const hostKeyFingerprint = (key: Buffer) =>
  `SHA256:${createHash('sha256').update(key).digest('base64').replace(/=+$/, '')}`;

type Session = {
  client: ssh2.Client;
  sftp: SFTPWrapper;
  /** Directories known to exist on this connection (a batch puts many files into few). */
  dirs: Set<string>;
  /** Aborted when the connection closes; ssh2 leaves calls made after that unanswered. */
  lost: AbortController;
};

// SFTP status codes (draft-ietf-secsh-filexfer-02, section 7).
const sftpStatus: Record<number, TransportFailure> = {
  2: 'not_found',
  3: 'permission',
  4: 'server',
  5: 'server',
  6: 'connection',
  7: 'connection',
  8: 'settings',
};

function sshFailure(error: unknown): TransportError {
  if (error instanceof TransportError) return error;
  const { level, code, message } = error as Error & { level?: string; code?: unknown };
  const fail = (failure: TransportFailure) =>
    new TransportError(failure, message, { cause: error });
  if (level === 'client-authentication') return fail('auth');
  if (level === 'client-timeout') return fail('timeout');
  const network = networkFailure(error);
  if (network) return network;
  if (typeof code === 'number' && level === undefined && sftpStatus[code]) {
    return fail(sftpStatus[code]);
  }
  // A key exchange both sides cannot agree on will not change by itself.
  if (level === 'handshake' || level === 'protocol') return fail('settings');
  // A server disconnecting us, a channel closed under a call: try again later.
  return fail('connection');
}

const sftpCall = <T>(run: (cb: (err: Error | null | undefined, value: T) => void) => void) =>
  new Promise<T>((resolve, reject) => run((err, value) => (err ? reject(err) : resolve(value))));

const statusOf = (error: unknown) => (error as { code?: unknown }).code;

/**
 * Deliveries over SFTP (ssh2). The server must present the host key whose SHA-256
 * fingerprint the settings name; any other key is refused. A file is uploaded to
 * `<name>.part` and renamed to its name (OpenSSH's atomic posix-rename where offered).
 * Connects on the first call and again after the connection dropped.
 */
export function sftpTransport(
  settings: SftpTransportSettings,
  secrets: TransportSecrets,
  timeouts: SftpTimeouts = defaultTimeouts,
  /** The address to connect to, once checked (openTransport resolves the host); the host's. */
  address: string = settings.host,
): Transport {
  const root = settings.path.replace(/\/+$/, '');
  const remote = (path: string) => (root ? `${root}/${path}` : path);
  let session: Promise<Session> | undefined;
  /** The open connection, so that only its own close forgets `session`. */
  let current: Session | undefined;

  function connect(): Promise<Session> {
    return new Promise((resolve, reject) => {
      const client = new ssh2.Client();
      let offeredKey: string | undefined;
      let ready = false;
      const fail = (error: unknown) => {
        client.end();
        reject(
          offeredKey
            ? new TransportError(
                'host_key',
                `${settings.host} offered host key ${offeredKey}, not ${settings.hostKeyFingerprint}`,
              )
            : sshFailure(error),
        );
      };
      const config: ConnectConfig = {
        host: address,
        port: settings.port,
        username: settings.username,
        password: secrets.password,
        privateKey: secrets.privateKey,
        readyTimeout: timeouts.connectMs,
        // A peer that stops answering is noticed within about 30 s even mid-transfer.
        keepaliveInterval: 10_000,
        keepaliveCountMax: 3,
        hostVerifier: (key: Buffer) => {
          const fingerprint = hostKeyFingerprint(key);
          if (fingerprint === settings.hostKeyFingerprint) return true;
          offeredKey = fingerprint;
          return false;
        },
      };
      client.on('error', (error) => {
        if (!ready) fail(error);
      });
      client.on('ready', () => {
        client.sftp((error, sftp) => {
          if (error) return fail(error);
          ready = true;
          const opened: Session = { client, sftp, dirs: new Set(), lost: new AbortController() };
          client.on('close', () => {
            opened.lost.abort(
              new TransportError('connection', `connection to ${settings.host} lost`),
            );
            if (current === opened) session = undefined;
          });
          current = opened;
          resolve(opened);
        });
      });
      client.on('close', () => {
        if (!ready) fail(new Error(`${settings.host} closed the connection`));
      });
      client.connect(config);
      // Each SFTP call is a small request awaiting its answer: with Nagle's algorithm on, every
      // one waits out a delayed ACK (a small put took 300 ms instead of 10).
      client.setNoDelay(true);
    });
  }

  function getSession() {
    if (!session) {
      const opening = connect();
      session = opening;
      opening.catch(() => {
        if (session === opening) session = undefined;
      });
    }
    return session;
  }

  /**
   * Runs `fn` on the connection. The call fails (and `signal` aborts) when the connection
   * closes under it or makes no progress (`touch`) for idleMs, which also ends the connection.
   */
  async function withSession<T>(
    fn: (s: Session, touch: () => void, signal: AbortSignal) => Promise<T>,
  ): Promise<T> {
    const s = await getSession();
    const call = new AbortController();
    const onLost = () => call.abort(s.lost.signal.reason);
    s.lost.signal.addEventListener('abort', onLost, { once: true });
    if (s.lost.signal.aborted) onLost();
    const timer = setTimeout(() => {
      call.abort(
        new TransportError('timeout', `no progress from ${settings.host} in ${timeouts.idleMs} ms`),
      );
      s.client.end();
    }, timeouts.idleMs);
    const aborted = new Promise<never>((_resolve, reject) => {
      call.signal.addEventListener('abort', () => reject(call.signal.reason as Error), {
        once: true,
      });
    });
    try {
      return await Promise.race([fn(s, () => timer.refresh(), call.signal), aborted]);
    } catch (error) {
      throw call.signal.aborted ? (call.signal.reason as TransportError) : sshFailure(error);
    } finally {
      clearTimeout(timer);
      s.lost.signal.removeEventListener('abort', onLost);
    }
  }

  async function ensureDir(s: Session, dir: string): Promise<void> {
    if (dir === '.' || dir === '/' || dir === '' || s.dirs.has(dir)) return;
    const isDir = () =>
      sftpCall<{ isDirectory(): boolean }>((cb) => s.sftp.stat(dir, cb)).then(
        (stats) => stats.isDirectory(),
        (error: unknown) => {
          if (statusOf(error) === 2) return false;
          throw error;
        },
      );
    if (!(await isDir())) {
      await ensureDir(s, posix.dirname(dir));
      // Another upload may have made it meanwhile: only a directory still missing is an error.
      await sftpCall<void>((cb) => s.sftp.mkdir(dir, cb)).catch(async (error: unknown) => {
        if (await isDir()) return;
        // A file in the way, a read-only place: the store's path needs an admin.
        const reason = (error as Error).message;
        throw new TransportError('settings', `cannot make directory ${dir}: ${reason}`, {
          cause: error,
        });
      });
    }
    s.dirs.add(dir);
  }

  async function rename(s: Session, from: string, to: string) {
    try {
      await sftpCall<void>((cb) => s.sftp.ext_openssh_rename(from, to, cb));
      return;
    } catch (error) {
      // ssh2 throws at once when the server lacks the extension; a server error passes on.
      if (statusOf(error) !== undefined || s.lost.signal.aborted) throw error;
    }
    // Plain SFTP rename refuses an existing target: remove it first (only an update replaces).
    await sftpCall<void>((cb) => s.sftp.unlink(to, cb)).catch((error: unknown) => {
      if (statusOf(error) !== 2) throw error;
    });
    await sftpCall<void>((cb) => s.sftp.rename(from, to, cb));
  }

  return {
    kind: 'sftp',
    describe: () => `sftp ${settings.username}@${settings.host}:${settings.port} ${root || '~'}`,

    put: (path, source) =>
      withSession(async (s, touch, signal) => {
        const target = remote(checkPath(path));
        const part = partPath(target);
        await ensureDir(s, posix.dirname(target));
        touch();
        const progress = new Transform({
          transform(chunk, _encoding, done) {
            touch();
            done(null, chunk);
          },
        });
        try {
          await pipeline(sourceStream(source), progress, s.sftp.createWriteStream(part), {
            signal,
          });
          touch();
          await rename(s, part, target);
        } catch (error) {
          // Nothing to write to (the parents were made above): the store's path is wrong.
          if (statusOf(error) === 2) {
            throw new TransportError(
              'settings',
              `cannot write ${part}: ${(error as Error).message}`,
            );
          }
          if (!signal.aborted) {
            await sftpCall<void>((cb) => s.sftp.unlink(part, cb)).catch(() => undefined);
          }
          throw error;
        }
      }),

    list: (prefix) =>
      withSession(async (s) => {
        const { dir, name } = splitPrefix(prefix);
        const location = remote(dir).replace(/\/$/, '') || '.';
        let entries;
        try {
          entries = await sftpCall<{ filename: string; attrs: { isFile(): boolean } }[]>((cb) =>
            s.sftp.readdir(location, cb),
          );
        } catch (error) {
          if (statusOf(error) === 2) return [];
          throw error;
        }
        return entries
          .filter((e) => e.attrs.isFile() && e.filename.startsWith(name) && !isPart(e.filename))
          .map((e) => dir + e.filename)
          .sort();
      }),

    read: (path) =>
      withSession((s) => sftpCall<Buffer>((cb) => s.sftp.readFile(remote(checkPath(path)), cb))),

    remove: (path) =>
      withSession(async (s) => {
        await sftpCall<void>((cb) => s.sftp.unlink(remote(checkPath(path)), cb)).catch(
          (error: unknown) => {
            if (statusOf(error) !== 2) throw error;
          },
        );
      }),

    async close() {
      const opened = await session?.catch(() => undefined);
      session = undefined;
      if (!opened || opened.lost.signal.aborted) return;
      await new Promise<void>((resolve) => {
        opened.client.once('close', () => resolve());
        opened.client.end();
      });
    },
  };
}
