import { vi } from 'vitest';
import { stubResizeObserver } from './resize-observer.ts';
import { stubFetch, type SentInit } from './stub-fetch.ts';

/** A PUT the mapping forms sent. */
export type SentPut = { path: string; body: unknown };

/**
 * The admin API as a CSV mapping form meets it (jsdom): the stores list, a saved mapping at
 * `saved` paths (else 404 `not_found`), each PUT recorded in `puts` and answered by `answer`.
 * Also stubs what Mantine's selects need (ResizeObserver, scrolling an option into view).
 */
export function stubMappingApi(o: {
  stores: { id: string; name: string }[];
  saved?: Record<string, unknown>;
  puts: SentPut[];
  answer: (body: unknown) => Response;
}) {
  stubResizeObserver();
  Element.prototype.scrollIntoView = vi.fn();
  stubFetch(
    vi.fn(async (input: string, init: SentInit) => {
      const { pathname } = new URL(input);
      if (init.method === 'PUT') {
        const body: unknown = JSON.parse(init.body ?? 'null');
        o.puts.push({ path: pathname, body });
        return o.answer(body);
      }
      if (pathname === '/v1/admin/stores') return Response.json({ items: o.stores });
      const mapping = o.saved?.[pathname];
      if (mapping) return Response.json(mapping);
      return Response.json({ code: 'not_found', message: 'Not found' }, { status: 404 });
    }),
  );
}
