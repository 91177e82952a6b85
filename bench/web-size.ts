// The landing page's initial JavaScript, gzip: what a first visit to / downloads before the
// page is usable — the entry and its static imports, the landing route's chunk and its
// imports, and the English catalogs it renders with. Run after `npm run build`.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const dist = new URL('../apps/web/dist/', import.meta.url);
type Entry = { file: string; imports?: string[] };
const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8')) as Record<
  string,
  Entry
>;

const files = new Set<string>();
const add = (key: string) => {
  const entry = manifest[key];
  if (!entry || files.has(entry.file)) return;
  files.add(entry.file);
  entry.imports?.forEach(add);
};
add('index.html');
add('src/features/landing/pages/landing-page.tsx');
add('../../packages/i18n/locales/en/common.json');
add('../../packages/i18n/locales/en/landing.json');

let total = 0;
for (const file of [...files].sort()) {
  const size = gzipSync(readFileSync(new URL(file, dist)), { level: 9 }).length;
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
}
console.log(`landing initial JS ${(total / 1024).toFixed(1)} KB gzip (budget 150 KB)`);
