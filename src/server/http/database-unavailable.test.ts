import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, whileDatabaseAway } from './database-unavailable';

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

describe('the 503 while the database is away', () => {
  const app = new Hono();
  app.use('*', whileDatabaseAway({ state: () => 'down', check: async () => 'down' }));
  app.get('/api/shows', (c) => c.json({ shows: [] }));
  const message = async (headers: Record<string, string>) => {
    const response = await app.request('/api/shows', { headers });
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toBe('5');
    return ((await response.json()) as { error: { message: string } }).error.message;
  };

  it('is said in the language the browser asks for, with no read of the database', async () => {
    expect(await message({ 'accept-language': 'de-DE, en;q=0.5' })).toBe(
      'Die Datenbank ist gerade nicht erreichbar. Es wurde nichts geändert; versuch es gleich noch einmal.',
    );
    expect(await message({ 'accept-language': 'pt-PT' })).toBe(
      'O banco de dados não está disponível agora. Nada foi alterado; tente de novo em instantes.',
    );
  });

  it('is English otherwise, word for word', async () => {
    const english =
      'The database is not available right now. Nothing was changed; please try again in a moment.';
    expect(await message({})).toBe(english);
    expect(await message({ 'accept-language': 'ja' })).toBe(english);
  });
});
