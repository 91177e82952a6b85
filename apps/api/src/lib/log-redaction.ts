/**
 * What must never reach a log line: bearer tokens (reset and verification links, OAuth codes),
 * passwords, cookies. Logs are read by more people, and kept longer, than the database.
 */
export const redacted = '[redacted]';

/** Query-string and body keys whose values are secrets, whatever the route. */
const secretKeys =
  /^(token|code|state|password|confirm|current_?password|new_?password|secret|key|signature|sig|captcha|answer|id_token|access_token|refresh_token|provider_token|api_?key|authorization|cookie)$/i;

/** A value that looks like a random bearer token (base64url or hex, 32 characters or more). */
const tokenLike = /^[\w-]{32,}$/;

/** Routes whose path carries a secret: the segment after the prefix is hidden. */
const secretPathPrefixes = ['/v1/auth/password-reset/'];

function redactQuery(query: string) {
  return query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq < 0) return pair;
      const name = safeDecode(pair.slice(0, eq));
      const value = safeDecode(pair.slice(eq + 1));
      return secretKeys.test(name) || tokenLike.test(value)
        ? `${pair.slice(0, eq)}=${redacted}`
        : pair;
    })
    .join('&');
}

function safeDecode(s: string) {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '));
  } catch {
    return s;
  }
}

/** A request URL fit for a log line: secret path segments and query values replaced. */
export function redactUrl(url: string) {
  const q = url.indexOf('?');
  let path = q < 0 ? url : url.slice(0, q);
  for (const prefix of secretPathPrefixes) {
    if (path.startsWith(prefix)) {
      const rest = path.slice(prefix.length);
      const slash = rest.indexOf('/');
      path = `${prefix}${redacted}${slash < 0 ? '' : rest.slice(slash)}`;
    }
  }
  return q < 0 ? path : `${path}?${redactQuery(url.slice(q + 1))}`;
}

/** A copy of `value` with every secret-named key's value replaced, at any depth. */
export function redactSecrets(value: unknown, depth = 0): unknown {
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => redactSecrets(v, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [
      k,
      secretKeys.test(k) ? redacted : redactSecrets(v, depth + 1),
    ]),
  );
}

/** pino `redact` paths: headers and bodies, wherever a log call puts them. */
export const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  '*.headers.authorization',
  '*.headers.cookie',
  'body.token',
  'body.password',
  'body.confirm',
  'body.code',
  'body.captcha',
  '*.token',
  '*.password',
];
