import { describe, expect, it } from 'vitest';
import { describeDrift, serializeDocument, sortKeys } from './openapi-document.ts';

const op = (description: string) => ({ responses: { 200: { description } } });
const doc = (paths: Record<string, unknown>) =>
  sortKeys({ openapi: '3.0.3', info: { title: 'T', version: '1' }, paths });

describe('OpenAPI drift', () => {
  it('sorts keys at every level so route order does not matter', () => {
    const a = doc({ '/v1/b': { post: op('x'), get: op('y') }, '/v1/a': { get: op('z') } });
    const b = doc({ '/v1/a': { get: op('z') }, '/v1/b': { get: op('y'), post: op('x') } });
    expect(serializeDocument(a)).toBe(serializeDocument(b));
    expect(Object.keys((a as { paths: object }).paths)).toEqual(['/v1/a', '/v1/b']);
    expect(describeDrift(a, b)).toEqual([]);
  });

  it('names routes added, removed and changed, and where', () => {
    const committed = doc({ '/v1/a': { get: op('a') }, '/v1/gone': { delete: op('g') } });
    const routes = doc({ '/v1/a': { get: op('A') }, '/v1/admin/audit': { get: op('n') } });
    expect(describeDrift(committed, routes)).toEqual([
      'route added: GET /v1/admin/audit',
      'route removed: DELETE /v1/gone',
      'route changed: GET /v1/a',
      'differs at /paths/~1v1~1a/get/responses/200/description',
      'differs at /paths/~1v1~1admin~1audit (added)',
      'differs at /paths/~1v1~1gone (removed)',
    ]);
  });
});
