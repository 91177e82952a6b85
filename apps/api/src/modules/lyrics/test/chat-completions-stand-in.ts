import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the stand-in answers the next request. */
export type StandInMode =
  | { kind: 'stream'; pieces: string[]; delayMs?: number }
  | { kind: 'status'; status: number }
  | { kind: 'stall' }
  | { kind: 'silent' }
  | { kind: 'malformed' }
  | { kind: 'cut' };

/**
 * A stand-in for an OpenAI-compatible chat-completions server (what Ollama, llama.cpp and vLLM
 * serve) on 127.0.0.1: `POST /v1/chat/completions` with `stream: true` answers server-sent
 * `data: {choices: [{delta: {content}}]}` chunks, then `data: [DONE]`. It records each request
 * and can answer an error status, say nothing at all, stall, send a malformed chunk or cut the stream short.
 */
export async function startChatCompletionsStandIn() {
  let mode: StandInMode = { kind: 'stream', pieces: ['[Verse 1]\n', 'Hello\n'] };
  const requests: { headers: Record<string, unknown>; body: Record<string, unknown> }[] = [];
  const open = new Set<ServerResponse>();
  const chunk = (content: string) =>
    `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content }, finish_reason: null }] })}\n\n`;
  const server = createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (c: Buffer) => parts.push(c));
    req.on('end', async () => {
      requests.push({
        headers: req.headers,
        body: JSON.parse(Buffer.concat(parts).toString() || '{}'),
      });
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404).end();
        return;
      }
      const current = mode;
      if (current.kind === 'silent') return; // not even the headers
      if (current.kind === 'status') {
        res.writeHead(current.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'busy' } }));
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      open.add(res);
      res.on('close', () => open.delete(res));
      if (current.kind === 'stall') {
        res.write(chunk('[Verse 1]\n'));
        return; // never another byte
      }
      if (current.kind === 'malformed') {
        res.write(chunk('[Verse 1]\n'));
        res.end('data: {not json\n\n');
        return;
      }
      if (current.kind === 'cut') {
        res.end(chunk('[Verse 1]\n'));
        return;
      }
      res.write(': keep-alive\n\n');
      for (const piece of current.pieces) {
        if (current.delayMs) await new Promise((r) => setTimeout(r, current.delayMs));
        res.write(chunk(piece));
      }
      res.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    answer(next: StandInMode) {
      mode = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of open) res.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
