/**
 * Whether the page at `path` is being rendered from, or over, its prerendered copy: at build
 * time (scripts/prerender.ts), and in a browser whose document the server sent prerendered
 * for that path (the prerender marks it on `<html data-prerendered>`).
 */
export function isPrerendered(path: string): boolean {
  if (typeof document === 'undefined') return true;
  return document.documentElement.dataset.prerendered === path;
}
