import { request } from 'node:http';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from '../test/http-client';
import {
  signedInClient,
  startServerProcess,
  tempDataDir,
  type ServerProcess,
  killLeftoverPostmaster,
  stopServerProcesses,
} from './server-process';

/**
 * A stranger's body must cost the server nothing: on every route class, a 200 MB body streamed
 * in chunks (made on the fly here, never held) is answered 401 without a session and 413 at its
 * route's limit with one, while the server process's memory stays flat. A body declaring more
 * than its limit is refused before any of it is sent.
 */
const STREAMED_BYTES = 200 * 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, 'a');
/** What the process may grow by while the bodies stream in; buffering one would be 200 MB. */
const MAX_GROWTH_BYTES = 60 * 1024 * 1024;

type Route = { method: string; path: string; type: string };
const MULTIPART = 'multipart/form-data; boundary=x';
/** Every class of route that takes a body, each as its readers would read it. */
const ROUTES: Route[] = [
  { method: 'POST', path: '/api/shows', type: 'application/json' },
  { method: 'PATCH', path: '/api/profile', type: 'application/json' },
  { method: 'POST', path: '/api/media', type: MULTIPART },
  { method: 'POST', path: '/api/weeks/2030-01-06/import', type: MULTIPART },
  { method: 'POST', path: '/api/weeks/2030-01-06/import/preview', type: MULTIPART },
  { method: 'POST', path: '/api/auth/sign-in/email', type: 'application/json' },
];
/** The same routes under types their readers do not expect: nobody may read those either. */
const UNEXPECTED_TYPES: Route[] = [
  { method: 'POST', path: '/api/media', type: 'application/octet-stream' },
  { method: 'POST', path: '/api/weeks/2030-01-06/import', type: 'text/plain' },
  { method: 'POST', path: '/api/shows', type: 'text/plain' },
];

const dir = tempDataDir('bodies');
let server: ServerProcess;
let staff: HttpClient;

beforeAll(async () => {
  server = await startServerProcess({ DATA_DIR: dir.dir });
  staff = await signedInClient(server, 'bodies@example.com', 'bodies password');
}, 120_000);

afterAll(async () => {
  if (server) await stopServerProcesses([server]);
  killLeftoverPostmaster(dir.dir);
  dir.remove();
}, 60_000);

/** The server process's resident memory, from /proc. */
function rssOf(pid: number): number {
  const match = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return Number(match![1]) * 1024;
}

/** Samples the process's memory until stopped; resolves with the highest value seen. */
function watchMemory(pid: number) {
  let peak = rssOf(pid);
  const timer = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 20);
  return () => {
    clearInterval(timer);
    return Math.max(peak, rssOf(pid));
  };
}

type Sent = { status: number; body: string; sentBytes: number };

/**
 * Streams up to STREAMED_BYTES in chunks (Transfer-Encoding: chunked) until the server answers,
 * writing only when the socket drains, so nothing piles up on this side either.
 */
function streamBody(route: Route, headers: Record<string, string> = {}): Promise<Sent> {
  return new Promise((resolve, reject) => {
    let sentBytes = 0;
    let answered = false;
    const req = request(`${server.url}${route.path}`, {
      method: route.method,
      headers: { 'content-type': route.type, origin: server.url, ...headers },
    });
    req.on('response', (res) => {
      answered = true;
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => {
        resolve({ status: res.statusCode!, body, sentBytes });
        req.destroy();
      });
    });
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    const write = () => {
      while (!answered && sentBytes < STREAMED_BYTES) {
        sentBytes += CHUNK.length;
        if (!req.write(CHUNK)) return void req.once('drain', write);
      }
      if (!answered) req.end();
    };
    write();
  });
}

function cookieHeader(client: HttpClient): Record<string, string> {
  return {
    cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
  };
}

describe('request bodies', () => {
  it('streamed without a session: 401 (or 413 on the open account routes), memory flat', async () => {
    const pid = server.child.pid!;
    const before = rssOf(pid);
    const peak = watchMemory(pid);
    const routes = [...ROUTES, ...UNEXPECTED_TYPES];
    const answers = await Promise.all(routes.map((route) => streamBody(route)));
    expect(peak() - before).toBeLessThan(MAX_GROWTH_BYTES);
    for (const [index, answer] of answers.entries()) {
      const route = routes[index]!;
      // Data routes answer before reading a byte; the open account routes read their small limit.
      const expected = route.path.startsWith('/api/auth/') ? 413 : 401;
      expect(answer.status, `${route.method} ${route.path}`).toBe(expected);
      expect(JSON.parse(answer.body).error.code).toBeTypeOf('string');
      expect(answer.sentBytes, route.path).toBeLessThan(STREAMED_BYTES);
    }
  }, 120_000);

  it('streamed with a session: cut off with 413 at the route’s own limit, memory flat', async () => {
    const pid = server.child.pid!;
    const before = rssOf(pid);
    const peak = watchMemory(pid);
    const answers = await Promise.all(
      ROUTES.map((route) => streamBody(route, cookieHeader(staff))),
    );
    expect(peak() - before).toBeLessThan(MAX_GROWTH_BYTES);
    for (const [index, answer] of answers.entries()) {
      const route = ROUTES[index]!;
      expect(answer.status, `${route.method} ${route.path}: ${answer.body}`).toBe(413);
      expect(JSON.parse(answer.body).error.code).toMatch(/_too_large$/);
      expect(answer.sentBytes, route.path).toBeLessThan(STREAMED_BYTES);
    }
    // The server is still there and well.
    expect((await staff.get('/api/profile')).status).toBe(200);
  }, 120_000);

  it('declared over the limit: 413 before the body is sent, with or without a session', async () => {
    for (const headers of [{}, cookieHeader(staff)]) {
      for (const route of ROUTES) {
        const status = await new Promise<number>((resolve, reject) => {
          const req = request(`${server.url}${route.path}`, {
            method: route.method,
            headers: {
              'content-type': route.type,
              origin: server.url,
              'content-length': String(STREAMED_BYTES),
              ...headers,
            },
          });
          req.on('response', (res) => {
            res.resume();
            resolve(res.statusCode!);
            req.destroy();
          });
          req.on('error', reject);
          req.flushHeaders(); // headers only: the body never comes
        });
        expect(status, `${route.method} ${route.path}`).toBe(413);
      }
    }
  }, 60_000);
});
