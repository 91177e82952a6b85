import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { gunzipSync } from 'node:zlib';

/**
 * A loopback STAND-IN for a self-hosted Chatwoot and PostHog, for the integrations journey
 * (decision 056). Chatwoot: `/packs/js/sdk.js` defines the `chatwootSDK.run` the real SDK
 * defines, whose `$chatwoot.setUser` reports the identity it was given (identifier, name,
 * e-mail, identifier_hash) here, and dispatches `chatwoot:ready`. PostHog: takes what posthog-js
 * sends (flags, remote config, event batches, gzip or base64 or plain), keeps each batch's text.
 */
export type StandIn = {
  url: string;
  /** Every path asked, in order. */
  paths: string[];
  identities: { identifier: string; attributes: Record<string, string> }[];
  /** The decoded bodies PostHog's client sent. */
  events: string[];
  close: () => Promise<void>;
};

const sdk = `window.chatwootSDK = { run: function (options) {
  var base = options.baseUrl;
  var post = function (path, body) {
    fetch(base + path, { method: 'POST', mode: 'no-cors', body: JSON.stringify(body) });
  };
  window.$chatwoot = {
    setUser: function (identifier, attributes) {
      post('/stand-in/set-user', { identifier: identifier, attributes: attributes });
    },
    setLocale: function () {},
    reset: function () { post('/stand-in/reset', {}); },
  };
  var bubble = document.createElement('div');
  bubble.id = 'chatwoot-stand-in';
  bubble.setAttribute('data-website-token', options.websiteToken);
  document.body.appendChild(bubble);
  window.dispatchEvent(new Event('chatwoot:ready'));
} };`;

function decode(body: Buffer, request: IncomingMessage): string {
  if (body[0] === 0x1f && body[1] === 0x8b) return gunzipSync(body).toString('utf8');
  const text = body.toString('utf8');
  const form = new URLSearchParams(text).get('data');
  if (form && /compression=base64/.test(request.url ?? '')) {
    return Buffer.from(form, 'base64').toString('utf8');
  }
  return form ?? text;
}

export async function startIntegrationStandIn(): Promise<StandIn> {
  const state: Omit<StandIn, 'url' | 'close'> = { paths: [], identities: [], events: [] };
  const answer = (res: ServerResponse, status: number, type: string, body: string) => {
    res.writeHead(status, {
      'content-type': type,
      'access-control-allow-origin': '*',
      'access-control-allow-headers': '*',
      'access-control-allow-methods': 'GET, POST, OPTIONS',
    });
    res.end(body);
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
      state.paths.push(path);
      const body = Buffer.concat(chunks);
      if (req.method === 'OPTIONS') return answer(res, 204, 'text/plain', '');
      if (path === '/packs/js/sdk.js') return answer(res, 200, 'text/javascript', sdk);
      if (path === '/stand-in/set-user') {
        state.identities.push(JSON.parse(body.toString('utf8')) as StandIn['identities'][number]);
        return answer(res, 200, 'application/json', '{}');
      }
      if (path === '/stand-in/reset') return answer(res, 200, 'application/json', '{}');
      if (/^\/(flags|decide)\/?$/.test(path)) {
        return answer(
          res,
          200,
          'application/json',
          JSON.stringify({ featureFlags: {}, flags: {} }),
        );
      }
      if (path.startsWith('/array/')) return answer(res, 200, 'application/json', '{}');
      if (req.method === 'POST') {
        state.events.push(decode(body, req));
        return answer(res, 200, 'application/json', '{"status":1}');
      }
      answer(res, 404, 'text/plain', 'not found');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    ...state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
