import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Object keys in code-point order at every level (arrays keep theirs), for stable diffs. */
export function sortKeys(value: unknown): Json {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(entries.map(([k, v]) => [k, sortKeys(v)]));
  }
  return value as Json;
}

/** The committed file's exact text: sorted keys, two-space indent, final newline. */
export const serializeDocument = (document: Json) => `${JSON.stringify(document, null, 2)}\n`;

/**
 * The OpenAPI document of every route, from the app itself: built on an in-memory PGlite and
 * a throw-away data directory, with fixed settings so any machine produces the same bytes.
 */
export async function generateOpenApiDocument(): Promise<Json> {
  const dataDir = mkdtempSync(join(tmpdir(), 'soundpost-openapi-'));
  const database = await openDatabase({});
  try {
    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      APP_URL: 'http://localhost:3000',
      SESSION_SECRET: 'openapi-generation-only-0123456789abcdef',
      WORKERS: 'off',
      LOG_LEVEL: 'silent',
    });
    const app = await buildApp(config, { database, logger: false });
    try {
      await app.ready();
      return sortKeys(app.swagger());
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

function operations(document: Json): Map<string, string> {
  const found = new Map<string, string>();
  const paths = (document as { paths?: Record<string, Record<string, Json>> }).paths ?? {};
  for (const [path, item] of Object.entries(paths)) {
    for (const method of methods) {
      if (item[method] !== undefined) {
        found.set(`${method.toUpperCase()} ${path}`, JSON.stringify(item[method]));
      }
    }
  }
  return found;
}

/** JSON pointers where two documents differ, at most `limit` of them. */
function differingPointers(a: Json, b: Json, at = '', out: string[] = [], limit = 10): string[] {
  if (out.length >= limit || JSON.stringify(a) === JSON.stringify(b)) return out;
  const isObject = (v: Json) => v !== null && typeof v === 'object';
  if (!isObject(a) || !isObject(b) || Array.isArray(a) !== Array.isArray(b)) {
    out.push(at || '/');
    return out;
  }
  const left = a as Record<string, Json>;
  const right = b as Record<string, Json>;
  for (const key of [...new Set([...Object.keys(left), ...Object.keys(right)])].sort()) {
    const pointer = `${at}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    if (!(key in left) || !(key in right)) {
      if (out.length < limit) out.push(`${pointer} (${key in left ? 'removed' : 'added'})`);
    } else {
      differingPointers(left[key]!, right[key]!, pointer, out, limit);
    }
  }
  return out;
}

/**
 * What changed from the committed document to the routes' one, in words: operations added,
 * removed or changed, then the JSON pointers that differ. Empty when they are equal.
 */
export function describeDrift(committed: Json, generated: Json): string[] {
  if (serializeDocument(committed) === serializeDocument(generated)) return [];
  const before = operations(committed);
  const after = operations(generated);
  const lines: string[] = [];
  for (const op of after.keys()) if (!before.has(op)) lines.push(`route added: ${op}`);
  for (const op of before.keys()) if (!after.has(op)) lines.push(`route removed: ${op}`);
  for (const [op, spec] of after) {
    if (before.has(op) && before.get(op) !== spec) lines.push(`route changed: ${op}`);
  }
  for (const pointer of differingPointers(committed, generated)) {
    lines.push(`differs at ${pointer}`);
  }
  return lines;
}
