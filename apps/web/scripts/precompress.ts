// Brotli and gzip twins of every text file in dist/, written once at build time so the API
// serves them without compressing per request (@fastify/static's preCompressed option).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url).pathname;
// Source maps are fetched by developer tools only; images and fonts are compressed already.
const text = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
const minBytes = 512;

let files = 0;
for (const name of readdirSync(dist, { recursive: true, encoding: 'utf8' })) {
  if (!text.test(name)) continue;
  const path = join(dist, name);
  const source = readFileSync(path);
  if (source.length < minBytes) continue;
  const br = brotliCompressSync(source, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  });
  writeFileSync(`${path}.br`, br);
  writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }));
  files++;
}
console.log(`precompressed ${files} files (br, gz)`);
