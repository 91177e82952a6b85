import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for Cloudflare Turnstile's and hCaptcha's siteverify endpoint, on 127.0.0.1:
 * it speaks their protocol (form-encoded POST of secret, response and, for hCaptcha,
 * sitekey; JSON `{success, error-codes}` back), and like them accepts each token once.
 */
export async function startSiteverifyStandIn(opts: {
  secret: string;
  /** hCaptcha only: the site key a token must have been made for. */
  siteKey?: string;
}) {
  const tokens = new Set<string>();
  const requests: URLSearchParams[] = [];
  let failWith: number | undefined;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const form = new URLSearchParams(Buffer.concat(chunks).toString());
      requests.push(form);
      if (failWith) {
        res.writeHead(failWith).end();
        return;
      }
      const errors: string[] = [];
      if (req.method !== 'POST') errors.push('bad-request');
      if (!req.headers['content-type']?.startsWith('application/x-www-form-urlencoded'))
        errors.push('bad-request');
      if (form.get('secret') !== opts.secret) errors.push('invalid-input-secret');
      const token = form.get('response') ?? '';
      if (!token) errors.push('missing-input-response');
      else if (!tokens.delete(token)) errors.push('invalid-input-response');
      if (opts.siteKey && form.get('sitekey') !== opts.siteKey)
        errors.push('sitekey-secret-mismatch');
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ success: errors.length === 0, 'error-codes': errors }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/siteverify`,
    requests,
    /** A token the widget would have handed the browser after a passed challenge. */
    issueToken() {
      const token = `token-${crypto.randomUUID()}`;
      tokens.add(token);
      return token;
    },
    /** Makes the next answers an HTTP error (the provider is down). */
    failWith(status: number | undefined) {
      failWith = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
