// Types of import-graph.js, for the TypeScript scripts that read the graph.
export type Import = { target: string; typeOnly: boolean };
export const repoRoot: string;
export const modulesDir: string;
export function isTestFile(file: string): boolean;
export function isTableFile(file: string): boolean;
export function moduleOf(file: string): string | null;
export function importsIn(code: string, file: string): Import[];
export function moduleEdge(file: string, target: string): { from: string; to: string } | null;
export function tableOwners(): Map<string, string>;
export function tablesNamedIn(text: string): string[];
export function diskGraph(): Map<string, Import[]>;
export function pathBetween<T>(
  start: T,
  goal: T,
  importsOf: (node: T) => { target: T }[],
): T[] | null;
export function moduleGraph(files: Map<string, Import[]>): Map<string, Set<string>>;
