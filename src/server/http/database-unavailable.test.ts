import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['admin shutdown', withCode('57P01')],
    ['crash shutdown', withCode('57P02')],
    ['starting up', withCode('57P03')],
    ['connection failure', withCode('08006')],
    ['refused', withCode('ECONNREFUSED')],
    ['reset', withCode('ECONNRESET')],
    ['ended', new Error('Connection terminated unexpectedly')],
    ['pool timeout', new Error('timeout exceeded when trying to connect')],
    ['wrapped by Drizzle', new Error('Failed query: select 1', { cause: withCode('57P01') })],
    ['several addresses refused', new AggregateError([withCode('ECONNREFUSED')])],
  ])('%s: yes', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505')],
    ['a syntax error', withCode('42601')],
    ['a plain error', new Error('boom')],
    ['not an error', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('%s: no', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
