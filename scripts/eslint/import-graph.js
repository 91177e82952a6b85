// The product code's import graph, read from disk once per process: which file imports which,
// and, for the API, which module imports which. The module-boundaries rule judges imports and
// cycles with it; `scripts/module-graph.ts` prints its figures. Test files and test kits are
// left out: a test may reach into any module.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');
export const modulesDir = 'apps/api/src/modules';
const productRoots = ['apps/api/src', 'apps/web/src', 'packages'];

/** Paths are repository-relative with forward slashes. */
export const isTestFile = (file) => /\.test\.tsx?$|test-kit\.ts$|(^|\/)test\//.test(file);
export const isTableFile = (file) => file.endsWith('.table.ts');

/** The module a path belongs to (`apps/api/src/modules/<name>/…`), or null. */
export function moduleOf(file) {
  if (!file.startsWith(`${modulesDir}/`)) return null;
  const parts = file.slice(modulesDir.length + 1).split('/');
  return parts.length > 1 ? parts[0] : null;
}

const importPattern =
  /(?:^|\n)\s*(?:import|export)\s+(type\s+)?[^'";]*?from\s+'([^']+)'|(?:^|\n)\s*import\s+'([^']+)'|import\(\s*'([^']+)'\s*\)/g;

/** The relative imports in a file's code, resolved to repository paths. */
export function importsIn(code, file) {
  const found = [];
  for (const match of code.matchAll(importPattern)) {
    const specifier = match[2] ?? match[3] ?? match[4];
    if (!specifier.startsWith('.')) continue;
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
    found.push({ target, typeOnly: Boolean(match[1]) });
  }
  return found;
}

function sourceFiles(dir) {
  return readdirSync(path.join(repoRoot, dir)).flatMap((name) => {
    if (name === 'node_modules' || name === 'dist') return [];
    const relative = `${dir}/${name}`;
    if (statSync(path.join(repoRoot, relative)).isDirectory()) return sourceFiles(relative);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') && !isTestFile(relative)
      ? [relative]
      : [];
  });
}

/** A module imports another when one of its files does; a table naming another module's table
 *  in a foreign key is the schema's relation, not a dependency of the module. */
export const moduleEdge = (file, target) => {
  const from = moduleOf(file);
  const to = moduleOf(target);
  if (!from || !to || from === to || isTestFile(target)) return null;
  return isTableFile(file) && isTableFile(target) ? null : { from, to };
};

let owners = null;
/** SQL table name → the module whose `*.table.ts` defines it. */
export function tableOwners() {
  if (owners) return owners;
  owners = new Map();
  for (const [file] of diskGraph()) {
    const module = moduleOf(file);
    if (!module || !isTableFile(file)) continue;
    const code = readFileSync(path.join(repoRoot, file), 'utf8');
    for (const match of code.matchAll(/pgTable\(\s*'(\w+)'/g)) owners.set(match[1], module);
  }
  return owners;
}

/** The tables a piece of SQL text reads or writes by name (after from, join, into, update). */
export const tablesNamedIn = (text) =>
  [...text.matchAll(/\b(?:from|join|into|update)\s+"?(\w+)"?/gi)].map((match) => match[1]);

let cached = null;
/** file → its imports (product files only), read once per process. */
export function diskGraph() {
  if (cached) return cached;
  const files = new Map();
  for (const root of productRoots) {
    for (const file of sourceFiles(root)) {
      const code = readFileSync(path.join(repoRoot, file), 'utf8');
      files.set(file, importsIn(code, file));
    }
  }
  cached = files;
  return files;
}

/** A shortest path of files from `start` to `goal`, using `importsOf` for each file's imports. */
export function pathBetween(start, goal, importsOf) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    if (file === goal) {
      const route = [];
      for (let at = goal; at !== null; at = previous.get(at)) route.unshift(at);
      return route;
    }
    for (const { target } of importsOf(file)) {
      if (!previous.has(target)) {
        previous.set(target, file);
        queue.push(target);
      }
    }
  }
  return null;
}

/** The module graph of a file graph: module → modules it imports. */
export function moduleGraph(files) {
  const graph = new Map();
  for (const [file, imports] of files) {
    for (const { target } of imports) {
      const edge = moduleEdge(file, target);
      if (!edge) continue;
      if (!graph.has(edge.from)) graph.set(edge.from, new Set());
      graph.get(edge.from).add(edge.to);
    }
  }
  return graph;
}
