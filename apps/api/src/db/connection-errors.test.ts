import { describe, expect, it } from 'vitest';
import { isConnectionError } from './connection-errors.ts';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isConnectionError', () => {
  it('recognises a lost or refused connection, also wrapped by Drizzle', () => {
    expect(
      isConnectionError(withCode('57P01', 'terminating connection due to administrator command')),
    ).toBe(true);
    expect(isConnectionError(withCode('57P03'))).toBe(true);
    expect(isConnectionError(withCode('08006'))).toBe(true);
    expect(isConnectionError(withCode('ECONNRESET'))).toBe(true);
    expect(isConnectionError(new Error('Connection terminated unexpectedly'))).toBe(true);
    const wrapped = new Error('Failed query: insert into …', {
      cause: new Error('Client has encountered a connection error and is not queryable'),
    });
    expect(isConnectionError(wrapped)).toBe(true);
  });

  it('leaves statement errors and everything else alone', () => {
    expect(isConnectionError(withCode('23505', 'duplicate key value'))).toBe(false);
    expect(isConnectionError(withCode('42601', 'syntax error'))).toBe(false);
    expect(isConnectionError(new Error('Failed query', { cause: withCode('22P02') }))).toBe(false);
    expect(isConnectionError('Connection terminated')).toBe(false);
    expect(isConnectionError(undefined)).toBe(false);
  });
});
