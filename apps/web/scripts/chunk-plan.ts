// Fewer, larger chunks for the pages a phone opens first, without loading any page more code
// than it uses (decision 043). Rolldown's automatic chunking puts modules that the same set of
// lazy chunks import together, so the ~170 lazy chunks of the router (pages, their lazy parts,
// catalogs) cut the shared code into ~80 pieces of 1–2 KB that a signed-in page fetched one by
// one, in four levels. Groups drawn by package or folder would be coarser, but which page uses
// which module only shows after tree-shaking (a page that imports a constant from a module
// need not load what the rest of that module imports, and `@mantine/core`'s index names every
// component), so the client build runs twice (package.json "build"):
//
// 1. `vite build --mode chunk-plan` chunks automatically, writes nothing to dist/, and records
//    which of the pages below load each module (`chunkPlanPlugin`): its *signature*.
// 2. `vite build` gives every module whose signature has a signed-in page one chunk per
//    signature (`chunkPlanGroup`): a page loads whole chunks of code it uses, and a page outside
//    the list loads the group chunks of the modules it shares with them. Modules only public
//    pages use, the pages' own modules and every style sheet keep the automatic chunking.
//
// Without a plan (a bare `vite build`), or with a stale one, the chunking is automatic for the
// modules it does not know: slower pages, never wrong code.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { publicRoutes } from '../src/app/public-routes.ts';
import { shellPreloads, signedInLayoutModules } from '../src/app/shell-preloads.ts';

const webRoot = new URL('..', import.meta.url).pathname;
export const chunkPlanFile = resolve(webRoot, 'node_modules/.vite/chunk-plan.json');
/** In dist/: each source module's chunk, `src/…` → `assets/…js`. */
export const chunkModulesFile = '.vite/chunk-modules.json';

const sheets = { public: [], form: ['src/app/form-styles.ts'], app: ['src/app/app-styles.ts'] };

type PageClass = { name: string; signedIn: boolean; modules: string[] };

/**
 * The pages whose first load the plan follows: the prerendered public pages, and the signed-in
 * pages of shell-preloads.ts with the layout's lazy parts. Named by the page's module.
 */
function pageClasses(): PageClass[] {
  const name = (module: string) =>
    module.replace(/^.*\/([^/]+)\.tsx?$/, '$1').replace(/-page$/, '');
  const publicPages = new Map<string, PageClass>();
  for (const route of publicRoutes) {
    publicPages.set(route.page, {
      name: name(route.page),
      signedIn: false,
      modules: [
        route.page,
        ...(route.later ?? []),
        ...sheets[route.styles],
        ...(route.styles === 'public' ? [] : ['src/lib/query-provider.tsx']),
      ],
    });
  }
  const signedIn = shellPreloads.map((route) => ({
    name: name(route.modules[0]!),
    signedIn: true,
    modules: [...signedInLayoutModules, ...route.modules],
  }));
  return [...publicPages.values(), ...signedIn];
}

type ModuleInfo = Pick<Rolldown.ModuleInfo, 'importers' | 'dynamicImporters'>;

type Chunk = {
  fileName: string;
  imports: string[];
  isEntry: boolean;
  moduleIds: string[];
  /** Each module's code in the chunk, in bytes (tree-shaking may leave a module none). */
  sizes: Map<string, number>;
};

/**
 * What a group may take. Not a plain style sheet, which belongs to the style modules that import
 * it (a CSS module travels with its component), nor a style module (app-styles.ts…, no code of
 * its own): a page's sheets stay in its chunks in Mantine's order. Of the modules `import()`
 * reaches, those a signed-in page starts from (its route's modules and the layout's, with code)
 * join its group, one request less each; a part loaded later (a wizard step, a chart, a catalog)
 * stays the face of its own chunk. A module both imported and `import()`ed (the query client, a
 * prefetched query) joins its importers' group: left in a chunk of its own, that chunk and the
 * group would import each other.
 */
function groupable(id: string, info: ModuleInfo, startsPage: boolean, size: number): boolean {
  if (id.startsWith('\0')) return false;
  if (/\.css(\?|$)/.test(id) && !/\.module\.css(\?|$)/.test(id)) return false;
  if (info.dynamicImporters.length === 0) return true;
  return size > 0 && (startsPage || info.importers.length > 0);
}

/** A group smaller than this (its modules' code, before minifying) joins a larger one. */
const minGroupBytes = 6 * 1024;

type Group = { name: string; pages: Set<PageClass>; size: number; ids: string[] };

/**
 * Each small group joins the smallest group of the fewest more pages, all signed in (a public
 * page never loads more than it uses), so a page fetches a few hundred bytes it does not need
 * rather than one more file. Taking a group of pages that contain the small one's and no group
 * between them keeps the chunks from importing each other: a module only imports modules of
 * at least the pages that load it.
 */
function mergeSmallGroups(groups: Group[]): void {
  const contains = (a: Set<PageClass>, b: Set<PageClass>) =>
    a.size > b.size && [...b].every((page) => a.has(page));
  for (const small of [...groups].sort((a, b) => a.size - b.size)) {
    if (small.size >= minGroupBytes || !groups.includes(small)) continue;
    const larger = groups.filter(
      (g) =>
        contains(g.pages, small.pages) &&
        [...g.pages].every((page) => small.pages.has(page) || page.signedIn),
    );
    const nearest = larger.filter((g) => !larger.some((h) => contains(g.pages, h.pages)));
    const target = nearest.sort((a, b) => a.size - b.size)[0];
    if (!target) continue;
    target.ids.push(...small.ids);
    target.size += small.size;
    groups.splice(groups.indexOf(small), 1);
  }
}

/**
 * `moduleId → group name` from an automatically chunked build: the pages (`pageClasses`) whose
 * lazy chunks load each module, directly or through the chunks they import.
 */
export function planChunks(
  chunks: Chunk[],
  moduleInfo: (id: string) => ModuleInfo | null,
): Record<string, string> {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const chunkOf = new Map<string, Chunk>();
  for (const chunk of chunks) for (const id of chunk.moduleIds) chunkOf.set(id, chunk);
  const closure = (start: Chunk[], skip: Set<Chunk> = new Set()) => {
    const seen = new Set<Chunk>();
    const stack = [...start];
    while (stack.length) {
      const chunk = stack.pop()!;
      if (seen.has(chunk) || skip.has(chunk)) continue;
      seen.add(chunk);
      for (const file of chunk.imports) stack.push(byFile.get(file)!);
    }
    return seen;
  };
  // The entry's chunks are every page's already (vite.config.ts: `framework`, `app`).
  const initial = closure(chunks.filter((c) => c.isEntry));
  const signatures = new Map<string, PageClass[]>();
  const classes = pageClasses();
  const startsPage = new Set(
    classes.flatMap((page) => (page.signedIn ? page.modules.map((m) => resolve(webRoot, m)) : [])),
  );
  for (const page of classes) {
    const start = page.modules.map((module) => {
      const chunk = chunkOf.get(resolve(webRoot, module));
      if (!chunk) throw new Error(`chunk plan: no chunk holds ${module}`);
      return chunk;
    });
    for (const chunk of closure(start, initial)) {
      for (const id of chunk.moduleIds) signatures.set(id, [...(signatures.get(id) ?? []), page]);
    }
  }
  const groups = new Map<string, Group>();
  for (const [id, pages] of signatures) {
    const info = moduleInfo(id);
    const size = chunkOf.get(id)!.sizes.get(id) ?? 0;
    if (!info || !pages.some((p) => p.signedIn) || !groupable(id, info, startsPage.has(id), size)) {
      continue;
    }
    const name =
      pages.every((p) => p.signedIn) && pages.length === shellPreloads.length
        ? 'signed-in'
        : `shared~${pages
            .map((p) => p.name)
            .sort()
            .join('~')}`;
    const group = groups.get(name) ?? { name, pages: new Set(pages), size: 0, ids: [] };
    group.ids.push(id);
    group.size += size;
    groups.set(name, group);
  }
  const merged = [...groups.values()];
  mergeSmallGroups(merged);
  return Object.fromEntries(merged.flatMap((group) => group.ids.map((id) => [id, group.name])));
}

function chunksOf(bundle: Rolldown.OutputBundle): Chunk[] {
  return Object.values(bundle).flatMap((output) =>
    output.type === 'chunk'
      ? [
          {
            fileName: output.fileName,
            imports: output.imports,
            isEntry: output.isEntry,
            moduleIds: output.moduleIds,
            sizes: new Map(
              Object.entries(output.modules).map(([id, module]) => [id, module.renderedLength]),
            ),
          },
        ]
      : [],
  );
}

/**
 * Build 1 (`planning`): records the plan from the automatic chunks. Build 2: fails on chunks
 * that import each other, which a plan made from another build's code could cause.
 */
export function chunkPlanPlugin(planning: boolean): Plugin {
  return {
    name: 'soundpost:chunk-plan',
    apply: (_config, { isSsrBuild }) => !isSsrBuild,
    generateBundle(_options, bundle) {
      const chunks = chunksOf(bundle);
      if (!planning) {
        const cycles = chunkCycles(chunks);
        if (cycles.length) {
          this.error(`chunks import each other: ${cycles.map((c) => c.join(' ⇄ ')).join('; ')}`);
        }
        // The manifest names a chunk by the module it is the face of; a page's module in a group
        // chunk is found through this (scripts/prerender.ts).
        const chunkOfModule = Object.fromEntries(
          chunks.flatMap((chunk) =>
            chunk.moduleIds
              .filter((id) => id.startsWith(webRoot))
              .map((id) => [id.slice(webRoot.length), chunk.fileName]),
          ),
        );
        this.emitFile({
          type: 'asset',
          fileName: chunkModulesFile,
          source: JSON.stringify(chunkOfModule),
        });
        return;
      }
      const plan = planChunks(chunks, (id) => this.getModuleInfo(id));
      mkdirSync(dirname(chunkPlanFile), { recursive: true });
      writeFileSync(chunkPlanFile, JSON.stringify(plan, null, 1));
      const groups = new Set(Object.values(plan)).size;
      this.info(`chunk plan: ${Object.keys(plan).length} modules in ${groups} groups`);
    },
  };
}

/** Build 2's group: a chunk per signature of the plan, or none without a plan. */
export function chunkPlanGroups() {
  if (!existsSync(chunkPlanFile)) return [];
  const plan = new Map(
    Object.entries(JSON.parse(readFileSync(chunkPlanFile, 'utf8')) as Record<string, string>),
  );
  return [
    {
      name: (id: string) => plan.get(id) ?? null,
      // A module's imports are loaded by every page that loads it, and maybe more: they have a
      // group of their own (or are the entry's), never to be pulled into this one.
      includeDependenciesRecursively: false,
    },
  ];
}

/**
 * Static imports between chunks that form a cycle: a chunk would run before one it needs.
 * Checked after every client build (vite.config.ts).
 */
export function chunkCycles(chunks: Chunk[]): string[][] {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  let next = 0;
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const to of byFile.get(file)?.imports ?? []) {
      if (!byFile.has(to)) continue;
      if (!index.has(to)) {
        visit(to);
        low.set(file, Math.min(low.get(file)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(file, Math.min(low.get(file)!, index.get(to)!));
    }
    if (low.get(file) === index.get(file)) {
      const cycle: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        cycle.push(member);
      } while (member !== file);
      if (cycle.length > 1) cycles.push(cycle);
    }
  };
  for (const chunk of chunks) if (!index.has(chunk.fileName)) visit(chunk.fileName);
  return cycles;
}
