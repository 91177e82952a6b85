import { execFile, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './processes.ts';

const run = promisify(execFile);
const sshd = '/usr/sbin/sshd';

export type SftpServer = {
  host: string;
  port: number;
  username: string;
  /** The directory tests deliver into (absolute: use it as the transport's `path`). */
  root: string;
  /** An OpenSSH private key the server accepts for `username`. */
  privateKey: string;
  /** The server's host key fingerprint (`SHA256:…`). */
  hostKeyFingerprint: string;
  /** Kills every open session's sshd process (a connection dropped mid-transfer). */
  dropSessions: () => Promise<number>;
  close: () => Promise<void>;
};

async function keyPair(dir: string, name: string) {
  const file = join(dir, name);
  await run('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-C', name, '-f', file]);
  const publicKey = (await readFile(`${file}.pub`, 'utf8')).trim();
  const blob = Buffer.from(publicKey.split(' ')[1]!, 'base64');
  const fingerprint = `SHA256:${createHash('sha256').update(blob).digest('base64').replace(/=+$/, '')}`;
  return { file, publicKey, privateKey: await readFile(file, 'utf8'), fingerprint };
}

/** The pids whose parent is `pid` (Linux /proc), i.e. sshd's per-connection children. */
async function childrenOf(pid: number): Promise<number[]> {
  const children: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    // Field 4 (after the parenthesised command name) is the parent pid.
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (ppid === pid) children.push(Number(entry));
  }
  return children;
}

async function waitForPort(port: number, exited: () => string | undefined, ms = 10_000) {
  const start = Date.now();
  for (;;) {
    const why = exited();
    if (why) throw new Error(`sshd exited before listening: ${why}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => resolve(true));
      socket.once('error', () => resolve(false));
    }).catch(() => false);
    if (open) return;
    if (Date.now() - start > ms) throw new Error(`sshd did not listen on ${port} within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * A throwaway OpenSSH server on 127.0.0.1 for the SFTP transport's tests: Debian's sshd in the
 * foreground with a generated configuration, host key and authorized key in a temporary
 * directory (SFTP only, internal-sftp; no PAM, so password sign-in always fails: wrong-password
 * cases need no real password). Signs in as the user running the tests (root in CI).
 */
export async function startSftpServer(): Promise<SftpServer> {
  const dir = await mkdtemp(join(tmpdir(), 'soundpost-sftp-'));
  const root = join(dir, 'files');
  await mkdir(root);
  // sshd's privilege separation needs its (root-owned) empty directory; systemd makes it at
  // boot, a container or CI machine may not have it.
  await mkdir('/run/sshd', { recursive: true, mode: 0o755 });
  const hostKey = await keyPair(dir, 'host_key');
  const clientKey = await keyPair(dir, 'client_key');
  await writeFile(join(dir, 'authorized_keys'), `${clientKey.publicKey}\n`, { mode: 0o600 });
  const port = await freePort();
  const username = userInfo().username;
  const configFile = join(dir, 'sshd_config');
  await writeFile(
    configFile,
    [
      `ListenAddress 127.0.0.1:${port}`,
      `HostKey ${hostKey.file}`,
      `AuthorizedKeysFile ${join(dir, 'authorized_keys')}`,
      'PidFile none',
      'UsePAM no',
      'StrictModes no',
      'PermitRootLogin yes',
      'PubkeyAuthentication yes',
      'PasswordAuthentication yes',
      'KbdInteractiveAuthentication no',
      'MaxAuthTries 3',
      'LogLevel ERROR',
      'Subsystem sftp internal-sftp',
      'ForceCommand internal-sftp',
      'AllowTcpForwarding no',
      'X11Forwarding no',
      '',
    ].join('\n'),
  );
  const child = spawn(sshd, ['-D', '-e', '-f', configFile], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d));
  child.stderr.on('data', (d: Buffer) => (output += d));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const ended = () =>
    child.exitCode !== null || child.signalCode !== null
      ? `${child.exitCode ?? child.signalCode}: ${output}`
      : undefined;
  try {
    await waitForPort(port, ended);
  } catch (error) {
    child.kill('SIGKILL');
    await rm(dir, { recursive: true, force: true });
    throw error;
  }

  /** Each connection is a privileged monitor (sshd's child) and its session process below. */
  async function dropSessions() {
    const monitors = await childrenOf(child.pid!);
    const sessions = (await Promise.all(monitors.map(childrenOf))).flat();
    for (const pid of [...sessions, ...monitors]) process.kill(pid, 'SIGKILL');
    return monitors.length;
  }

  return {
    host: '127.0.0.1',
    port,
    username,
    root,
    privateKey: clientKey.privateKey,
    hostKeyFingerprint: hostKey.fingerprint,
    dropSessions,
    async close() {
      await dropSessions().catch(() => 0);
      if (!ended()) {
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
