/**
 * `npm run openapi:generate` writes apps/api/openapi.json from the routes, and the web client's
 * types from that document; `--check` (part of `npm run check`) fails, naming the difference,
 * when a committed file is not what the routes give.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describeDrift, generateOpenApiDocument, serializeDocument } from './openapi-document.ts';
import { clientTypesFile, generateClientTypes } from './openapi-types.ts';

const file = fileURLToPath(new URL('../../openapi.json', import.meta.url));
const typesFile = fileURLToPath(clientTypesFile);
const generated = await generateOpenApiDocument();
const types = await generateClientTypes(generated as object);
const read = (path: string) => (existsSync(path) ? readFileSync(path, 'utf8') : '');

if (process.argv.includes('--check')) {
  const committed = existsSync(file) ? JSON.parse(read(file)) : {};
  const drift = describeDrift(committed, generated);
  let ok = true;
  if (drift.length > 0 || read(file) !== serializeDocument(generated)) {
    console.error('apps/api/openapi.json does not match the routes:');
    for (const line of drift.length > 0 ? drift : ['formatting differs']) {
      console.error(`  ${line}`);
    }
    console.error('Run `npm run openapi:generate` and commit apps/api/openapi.json.');
    ok = false;
  }
  if (read(typesFile) !== types) {
    console.error('apps/web/src/lib/api-schema.ts is not what the routes give.');
    console.error('Run `npm run openapi:generate` and commit apps/web/src/lib/api-schema.ts.');
    ok = false;
  }
  if (ok) console.log('openapi.json and the web client types match the routes');
  else process.exitCode = 1;
} else {
  writeFileSync(file, serializeDocument(generated));
  writeFileSync(typesFile, types);
  console.log(`wrote ${file} and ${typesFile}`);
}
