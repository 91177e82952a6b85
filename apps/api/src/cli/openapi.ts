/**
 * `npm run openapi:generate` writes apps/api/openapi.json from the routes; `--check` (part of
 * `npm run check`) fails, naming the difference, when the committed file is not the routes'.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describeDrift, generateOpenApiDocument, serializeDocument } from './openapi-document.ts';

const file = fileURLToPath(new URL('../../openapi.json', import.meta.url));
const generated = await generateOpenApiDocument();

if (process.argv.includes('--check')) {
  const committed = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const drift = describeDrift(committed, generated);
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  if (drift.length > 0 || text !== serializeDocument(generated)) {
    console.error('apps/api/openapi.json does not match the routes:');
    for (const line of drift.length > 0 ? drift : ['formatting differs']) {
      console.error(`  ${line}`);
    }
    console.error('Run `npm run openapi:generate` and commit apps/api/openapi.json.');
    process.exitCode = 1;
  } else {
    console.log('openapi.json matches the routes');
  }
} else {
  writeFileSync(file, serializeDocument(generated));
  console.log(`wrote ${file}`);
}
