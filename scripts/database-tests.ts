// Which API test files the PostgreSQL pass runs: those that can reach a database. A file can when
// it, or a module it loads (following relative imports, static or dynamic, however deep), is the
// database client or reads TEST_DATABASE_URL (the tests of separate processes and the
// PostgreSQL-only tests do). Type-only imports load nothing and are not followed. The other
// files (ffmpeg, DDEX, pure functions) would only repeat what the PGlite pass ran.
import { globSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import ts from 'typescript';

const root = resolve(import.meta.dirname, '..');
const client = resolve(root, 'apps/api/src/db/client.ts');

/** The relative modules `file` loads when it runs. */
function loadedModules(file: string, source: string): string[] {
  const found: string[] = [];
  const add = (specifier: ts.Node | undefined) => {
    if (specifier && ts.isStringLiteral(specifier) && specifier.text.startsWith('.'))
      found.push(resolve(dirname(file), specifier.text));
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) add(node.moduleSpecifier);
    else if (ts.isExportDeclaration(node) && !node.isTypeOnly) add(node.moduleSpecifier);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword)
      add(node.arguments[0]);
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(file, source, ts.ScriptTarget.Latest));
  return found;
}

/** The API test files that can reach a database, relative to the repository root. */
export function databaseTestFiles(): string[] {
  // Per module: whether it is a way in itself, and what it loads (read and parsed once).
  const modules = new Map<string, { entry: boolean; loads: string[] }>();
  const moduleAt = (file: string) => {
    let found = modules.get(file);
    if (!found) {
      let source: string | undefined;
      try {
        source = readFileSync(file, 'utf8');
      } catch {
        // not a file (a package's subpath) or not ours: nothing to follow
      }
      found = {
        entry: file === client || Boolean(source?.includes('TEST_DATABASE_URL')),
        loads: source === undefined || file.endsWith('.json') ? [] : loadedModules(file, source),
      };
      modules.set(file, found);
    }
    return found;
  };
  const reachesDatabase = (test: string) => {
    const seen = new Set([test]);
    const pending = [test];
    while (pending.length > 0) {
      const module = moduleAt(pending.pop()!);
      if (module.entry) return true;
      for (const next of module.loads) if (!seen.has(next) && seen.add(next)) pending.push(next);
    }
    return false;
  };
  return globSync('apps/api/src/**/*.test.ts', { cwd: root })
    .filter((file) => reachesDatabase(resolve(root, file)))
    .sort();
}
