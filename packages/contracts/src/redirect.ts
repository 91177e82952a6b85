// Any origin works: only whether the result stays on it matters.
const base = 'http://soundpost.invalid';
// Backslashes count as slashes in browsers; control characters are dropped by URL parsers.
const hasUnsafeCharacter = (value: string) =>
  [...value].some((c) => c === '\\' || c < ' ' || c === '\x7f');

/**
 * A `redirect` the app may follow after sign-in: a path of this site, normalised, or null (the
 * caller then uses its default). Absolute URLs, protocol-relative `//host`, and every spelling
 * that normalises to one (`/.//host`, `/..//host`, `/%2e%2e//host`), backslashes and control
 * characters are refused.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.length > 2000 || hasUnsafeCharacter(value)) {
    return null;
  }
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith('/') && !path.startsWith('//') ? path : null;
}
