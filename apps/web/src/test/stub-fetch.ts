import { vi } from 'vitest';

/** A request as a test reads it: method, JSON text and headers (names in lower case). */
export type SentInit = {
  method: string;
  body: string | undefined;
  headers: Record<string, string>;
};

/**
 * Stubs `fetch` so that `answer` (usually a `vi.fn`) sees each request as an address and an
 * init: the API client hands fetch one `Request`, and tests read calls as `[url, init]`.
 */
export function stubFetch<T extends (url: string, init: SentInit) => Response | Promise<Response>>(
  answer: T,
): T {
  vi.stubGlobal('fetch', async (request: Request) =>
    answer(request.url, {
      method: request.method,
      body: (await request.text()) || undefined,
      headers: Object.fromEntries(request.headers),
    }),
  );
  return answer;
}
