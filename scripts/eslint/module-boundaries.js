// The API's modules keep their walls (docs/architecture.md, "Boundaries"):
// - another module is reached through its `index.ts` only, which offers functions and types,
//   never a table (a table may still name another module's table in a foreign key);
// - the composition roots (modules/routes.ts, modules/starts.ts, db/schema.ts, app.ts) also
//   mount a module's `*.routes.ts`, `*.start.ts` and `*.table.ts`;
// - shared code (lib/, db/) imports no module;
// - no two modules reach each other, and no file of the product code (API, web, packages)
//   reaches itself through its imports (types count: they are a dependency too).
// Imports are resolved to paths before they are judged, so every spelling counts. The graph is
// read from disk once per run; the file being linted counts with the code ESLint was given.
import path from 'node:path';
import {
  diskGraph,
  importsIn,
  isTableFile,
  isTestFile,
  moduleEdge,
  moduleGraph,
  moduleOf,
  modulesDir,
  pathBetween,
  repoRoot,
  tableOwners,
  tablesNamedIn,
} from './import-graph.js';

const apiSrc = 'apps/api/src';
const roots = new Set([
  `${modulesDir}/routes.ts`,
  `${modulesDir}/starts.ts`,
  `${apiSrc}/db/schema.ts`,
  `${apiSrc}/app.ts`,
]);
const mountable = /(\.routes|\.start|\.table)\.ts$|\/index\.ts$/;
const isShared = (file) => file.startsWith(`${apiSrc}/lib/`) || file.startsWith(`${apiSrc}/db/`);
const isIndex = (file, module) => file === `${modulesDir}/${module}/index.ts`;

/** The verdict on one import of `file`, or null when it may stay. */
function boundaryProblem(file, target, typeOnly) {
  const to = moduleOf(target);
  const from = moduleOf(file);
  if (from && from === to && isIndex(file, from) && isTableFile(target) && !typeOnly) {
    return { messageId: 'tableOffered', data: { module: from } };
  }
  if (!to || to === from) return null;
  if (isShared(file) && !roots.has(file)) return { messageId: 'sharedImportsModule', data: { to } };
  if (roots.has(file)) return mountable.test(target) ? null : privateImport(file, target, to);
  if (isTableFile(file) && isTableFile(target)) return null;
  return isIndex(target, to) ? null : privateImport(file, target, to);
}

const privateImport = (file, target, to) => ({
  messageId: 'privateImport',
  data: { from: moduleOf(file) ?? path.posix.basename(file), target, to },
});

/** The file graph with the linted file's imports as ESLint was given them. */
function graphWith(file, imports) {
  const files = new Map(diskGraph());
  files.set(file, imports);
  return files;
}

function moduleCycle(graph, from, to) {
  const route = pathBetween(to, from, (module) =>
    [...(graph.get(module) ?? [])].map((target) => ({ target })),
  );
  return route ? [from, ...route].join(' → ') : null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const moduleBoundaries = {
  meta: {
    type: 'problem',
    docs: {
      description: 'API modules meet through their index.ts, and nothing imports in a cycle.',
    },
    messages: {
      privateImport:
        '"{{from}}" imports {{target}}, inside module "{{to}}": import what it offers from its index.ts.',
      sharedImportsModule:
        'Shared code imports module "{{to}}": lib/ and db/ import no module; move what both need here.',
      tableOffered:
        'index.ts of "{{module}}" offers a table: tables are private to their module; offer a function.',
      moduleCycle: 'Modules import each other in a cycle: {{cycle}}.',
      fileCycle: 'Import cycle: {{cycle}}.',
      tableInSql:
        'SQL in "{{from}}" names table {{table}} of module "{{to}}": read it through a view or function that module offers.',
    },
    schema: [
      {
        type: 'object',
        properties: {
          // Raw SQL reaches still allowed, by file: { 'apps/api/src/…': ['table', …] }.
          allowSql: {
            type: 'object',
            additionalProperties: { type: 'array', items: { type: 'string' } },
          },
        },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const absolute = context.filename.split(path.sep).join('/');
    const root = repoRoot.split(path.sep).join('/');
    if (!absolute.startsWith(`${root}/`)) return {};
    const file = absolute.slice(root.length + 1);
    if (isTestFile(file) || !/^(apps\/(api|web)\/src|packages)\//.test(file)) return {};

    const imports = importsIn(context.sourceCode.text, file);
    let files = null;
    let modules = null;
    const reported = new Set();

    function check(node, source) {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const [found] = importsIn(`import '${source.value}'`, file);
      const typeOnly = node.importKind === 'type' || node.exportKind === 'type';
      const problem = file.startsWith(`${apiSrc}/`)
        ? boundaryProblem(file, found.target, typeOnly)
        : null;
      if (problem) context.report({ node, ...problem });

      files ??= graphWith(file, imports);
      const edge = moduleEdge(file, found.target);
      if (edge) {
        modules ??= moduleGraph(files);
        const cycle = moduleCycle(modules, edge.from, edge.to);
        if (cycle && !reported.has(cycle)) {
          reported.add(cycle);
          context.report({ node, messageId: 'moduleCycle', data: { cycle } });
        }
        return;
      }
      if (!files.has(found.target)) return;
      const route = pathBetween(found.target, file, (at) => files.get(at) ?? []);
      if (route) {
        context.report({
          node,
          messageId: 'fileCycle',
          data: { cycle: [file, ...route].map((at) => path.posix.basename(at)).join(' → ') },
        });
      }
    }

    // Raw SQL reaches a table by its name, past any import: the same walls hold for it.
    const module = moduleOf(file);
    const allowed = context.options[0]?.allowSql?.[file] ?? [];
    function checkSql(node, text) {
      if (!module || isTableFile(file)) return;
      for (const table of tablesNamedIn(text)) {
        const to = tableOwners().get(table);
        if (to && to !== module && !allowed.includes(table)) {
          context.report({ node, messageId: 'tableInSql', data: { from: module, table, to } });
        }
      }
    }

    return {
      TemplateLiteral: (node) => checkSql(node, node.quasis.map((q) => q.value.cooked).join(' ')),
      Literal: (node) => typeof node.value === 'string' && checkSql(node, node.value),
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source.type === 'Literal' ? node.source : null),
    };
  },
};
