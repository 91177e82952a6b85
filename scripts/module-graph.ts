// `node scripts/module-graph.ts [--pairs]`: the API modules' import graph in figures: imports
// that cross modules, module pairs, imports of another module's tables (foreign keys between
// table files counted apart), pairs importing each other, and the knots (groups of modules that
// reach one another). Test files and test kits are left out: they may use any module. The graph
// is the one `npm run lint` judges (scripts/eslint/import-graph.js).
import {
  diskGraph,
  isTableFile,
  moduleEdge,
  moduleGraph,
  moduleOf,
} from './eslint/import-graph.js';

const files = diskGraph();
const crossing = [...files].flatMap(([file, imports]) =>
  imports
    .filter(({ target }) => {
      const from = moduleOf(file);
      const to = moduleOf(target);
      return from && to && from !== to;
    })
    .map(({ target }) => ({ file, target })),
);
const tableImports = crossing.filter((e) => isTableFile(e.target));
const pairs = new Map<string, number>();
for (const { file, target } of crossing) {
  const edge = moduleEdge(file, target);
  if (edge) pairs.set(`${edge.from}→${edge.to}`, (pairs.get(`${edge.from}→${edge.to}`) ?? 0) + 1);
}
const mutual = [...pairs.keys()].filter((pair) => {
  const [a, b] = pair.split('→');
  return a! < b! && pairs.has(`${b}→${a}`);
});

// Tarjan's strongly connected components of the module graph: the knots.
const graph = moduleGraph(files);
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
  crossImports: crossing.length,
  pairs: pairs.size,
  tableImports: tableImports.filter((e) => !isTableFile(e.file)).length,
  foreignKeyImports: tableImports.filter((e) => isTableFile(e.file)).length,
  mutualPairs: mutual.length,
  knots: knots.map((knot) => `${knot.length}: ${knot.join(', ')}`),
};
console.log(JSON.stringify(figures, null, 2));
if (process.argv.includes('--pairs')) {
  for (const [pair, count] of [...pairs].sort()) console.log(`${pair} ${count}`);
}
