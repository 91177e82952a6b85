// `node scripts/module-graph.ts`: the API modules' import graph in figures (imports that cross
// modules, module pairs, imports of another module's tables, pairs importing each other, and
// the knots: groups of modules that reach one another through imports). Test files and test
// kits are left out: they may use any module.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const modulesDir = path.resolve(import.meta.dirname, '../apps/api/src/modules');
const isTest = (file: string) => /\.test\.ts$|test-kit\.ts$|\/test\//.test(file);

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return filesUnder(full);
    return full.endsWith('.ts') && !isTest(full) ? [full] : [];
  });
}

const moduleOf = (file: string) => {
  const relative = path.relative(modulesDir, file);
  return relative.startsWith('..') || !relative.includes(path.sep)
    ? null
    : relative.split(path.sep)[0]!;
};

const importPattern = /(?:^|\n)\s*(?:import|export)[^'";]*?from\s+'([^']+)'|import\('([^']+)'\)/g;

type Edge = { from: string; to: string; file: string; target: string };
const edges: Edge[] = [];
for (const file of filesUnder(modulesDir)) {
  const from = moduleOf(file);
  if (!from) continue;
  for (const match of readFileSync(file, 'utf8').matchAll(importPattern)) {
    const specifier = match[1] ?? match[2]!;
    if (!specifier.startsWith('.')) continue;
    const target = path.resolve(path.dirname(file), specifier);
    const to = moduleOf(target);
    if (to && to !== from) edges.push({ from, to, file, target });
  }
}

const pairs = new Map<string, number>();
for (const e of edges) pairs.set(`${e.from}→${e.to}`, (pairs.get(`${e.from}→${e.to}`) ?? 0) + 1);
const mutual = [...pairs.keys()].filter((pair) => {
  const [a, b] = pair.split('→');
  return a! < b! && pairs.has(`${b}→${a}`);
});

// Tarjan's strongly connected components: the knots.
const graph = new Map<string, Set<string>>();
for (const e of edges) {
  if (!graph.has(e.from)) graph.set(e.from, new Set());
  graph.get(e.from)!.add(e.to);
}
const index = new Map<string, number>();
const low = new Map<string, number>();
const stack: string[] = [];
const onStack = new Set<string>();
const knots: string[][] = [];
let counter = 0;
function visit(node: string) {
  index.set(node, counter);
  low.set(node, counter++);
  stack.push(node);
  onStack.add(node);
  for (const next of graph.get(node) ?? []) {
    if (!index.has(next)) {
      visit(next);
      low.set(node, Math.min(low.get(node)!, low.get(next)!));
    } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
  }
  if (low.get(node) === index.get(node)) {
    const knot: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      knot.push(member);
    } while (member !== node);
    if (knot.length > 1) knots.push(knot.sort());
  }
}
for (const node of graph.keys()) if (!index.has(node)) visit(node);

const figures = {
  crossImports: edges.length,
  pairs: pairs.size,
  tableImports: edges.filter((e) => e.target.endsWith('.table.ts')).length,
  mutualPairs: mutual.length,
  knots: knots.map((knot) => `${knot.length}: ${knot.join(', ')}`),
};
console.log(JSON.stringify(figures, null, 2));
if (process.argv.includes('--pairs')) {
  for (const [pair, count] of [...pairs].sort()) console.log(`${pair} ${count}`);
}
