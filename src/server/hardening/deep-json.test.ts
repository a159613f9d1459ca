import { describe, expect, it } from 'vitest';
import { sampleWeekDocument } from '../../shared/exchange/week-document/sample-week-document';
import type { HttpClient } from '../test/http-client';
import { useTestApp } from '../test/use-test-app';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../http/json-body';
import { findNulCharacter } from '../http/unstorable-text';

/**
 * JSON nested thousands of levels deep (20 KB of "[") is refused with a JSON 4xx on every route
 * class, with and without a session, and nothing is logged as a server fault: no code walks a
 * value in proportion to how deeply a stranger nests it.
 */
const WEEK = '2031-03-03';
const DEEP = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
const DEEP_OBJECT = `{"name":${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}}`;

const { app, staff } = useTestApp({}, { staff: {} });

const JSON_ROUTES: { method: 'POST' | 'PATCH'; path: string }[] = [
  { method: 'POST', path: '/api/auth/sign-in/email' },
  { method: 'POST', path: '/api/auth/sign-up/email' },
  { method: 'POST', path: '/api/auth/request-password-reset' },
  { method: 'POST', path: '/api/shows' },
  { method: 'POST', path: '/api/djs' },
  { method: 'PATCH', path: '/api/profile' },
  { method: 'POST', path: '/api/account/password' },
  { method: 'POST', path: `/api/weeks/${WEEK}/shows` },
  { method: 'POST', path: `/api/weeks/${WEEK}/copy` },
  { method: 'POST', path: '/api/scheduled-shows/restore' },
  { method: 'POST', path: '/api/calendar-feeds' },
];

function expectJsonRefusal(status: number, text: string, context: string) {
  expect([400, 401, 413, 422], `${context}: ${status} ${text.slice(0, 200)}`).toContain(status);
  expect(JSON.parse(text).error.code, context).toBeTypeOf('string');
}

function send(client: HttpClient, route: (typeof JSON_ROUTES)[number], body: string) {
  return client.request(route.method, route.path, {
    body,
    headers: { 'content-type': 'application/json' },
  });
}

describe('deeply nested JSON', () => {
  it.each(JSON_ROUTES)('$method $path: a JSON 4xx with and without a session', async (route) => {
    for (const [who, client] of [
      ['stranger', app.client()],
      ['staff', staff.client],
    ] as const) {
      for (const body of [DEEP, DEEP_OBJECT]) {
        const response = await send(client, route, body);
        expectJsonRefusal(response.status, response.text, `${who} ${route.path}`);
        if (who === 'staff' && !route.path.startsWith('/api/auth/')) {
          expect(response.json<{ error: { code: string } }>().error.code).toBe('json_too_deep');
        }
      }
    }
  });

  it('in an imported week file: a JSON 4xx, with and without a session', async () => {
    const document = sampleWeekDocument() as unknown as Record<string, unknown>;
    const nested = JSON.stringify(document).replace(/^\{/, `{"deep":${DEEP},`);
    for (const path of [`/api/weeks/${WEEK}/import/preview`, `/api/weeks/${WEEK}/import`]) {
      for (const client of [app.client(), staff.client]) {
        for (const text of [DEEP, nested]) {
          const form = new FormData();
          form.set('file', new File([text], 'week.json', { type: 'application/json' }));
          const response = await client.post(path, { form });
          expectJsonRefusal(response.status, response.text, path);
        }
      }
    }
  });

  it('left no server fault in the log', () => {
    expect(app.logs.filter((line) => /request failed|RangeError/.test(line))).toEqual([]);
  });
});

describe('the nesting check and the NUL search', () => {
  it('count only brackets outside strings, in one pass', () => {
    const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
    expect(nestsDeeperThan(JSON.stringify({ a: '['.repeat(500) }), MAX_JSON_DEPTH)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ a: '\\"['.repeat(500) }), MAX_JSON_DEPTH)).toBe(false);
  });

  it('walk any depth without recursion', () => {
    let value: unknown = 'end\u0000';
    for (let i = 0; i < 100_000; i++) value = [value];
    expect(findNulCharacter(value)).toBe(Array(100_000).fill('0').join('.'));
    expect(findNulCharacter({ a: [1, { 'b\u0000': 'x' }] })).toBe('a.1.b\u0000');
    expect(findNulCharacter({ a: 'x', b: ['y', 'z\u0000'] })).toBe('b.1');
  });
});
