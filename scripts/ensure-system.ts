// Checks the system packages the tests need and installs them with apt-get when running as
// root on Debian/Ubuntu; otherwise stops with a message saying what to install.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

type Need = { what: string; present: () => boolean; debianPackages: string[] };

const onPath = (cmd: string) => spawnSync('sh', ['-c', `command -v ${cmd}`]).status === 0;

const needs: Need[] = [
  {
    what: 'Chromium (browser tests)',
    present: () => existsSync('/usr/bin/chromium'),
    debianPackages: ['chromium', 'fonts-liberation'],
  },
  {
    what: 'ffmpeg (audio checks; the npm-bundled 2018 build is only a fallback)',
    present: () => onPath('ffmpeg'),
    debianPackages: ['ffmpeg'],
  },
  {
    what: 'xmllint (DDEX messages are validated against the ERN 4.3 schema)',
    present: () => onPath('xmllint'),
    debianPackages: ['libxml2-utils'],
  },
  {
    what: 'fpcalc (acoustic fingerprints of tracks, pre-review)',
    present: () => onPath('fpcalc'),
    debianPackages: ['libchromaprint-tools'],
  },
  {
    what: 'pdftotext (the royalty statement tests read the PDFs back)',
    present: () => onPath('pdftotext'),
    debianPackages: ['poppler-utils'],
  },
  {
    what: 'DejaVu Sans (statement PDFs in Turkish and other non-Latin-1 letters)',
    present: () => existsSync('/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf'),
    debianPackages: ['fonts-dejavu-core'],
  },
  {
    what: 'OpenSSH server (the SFTP delivery tests run a throwaway one on loopback)',
    present: () => existsSync('/usr/sbin/sshd') && existsSync('/usr/lib/openssh/sftp-server'),
    debianPackages: ['openssh-server'],
  },
];

const missing = needs.filter((n) => !n.present());
if (missing.length === 0) process.exit(0);

const packages = missing.flatMap((n) => n.debianPackages);
const isRoot = process.getuid?.() === 0;
if (!isRoot || !onPath('apt-get')) {
  console.error(
    `Missing: ${missing.map((n) => n.what).join(', ')}.\n` +
      `Install them first, e.g.: sudo apt-get install -y ${packages.join(' ')}`,
  );
  process.exit(1);
}
console.log(`Installing ${packages.join(' ')} with apt-get…`);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], {
  stdio: 'inherit',
  env,
});
