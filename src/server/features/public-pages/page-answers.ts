import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { nextMinute, validityHeaders } from '../public/public-validity';

/**
 * Rendered pages kept per key; past this many, or this many bytes, the store starts afresh
 * (derived data, D11). The bytes bound matters: a visitor can ask for a long week in each of
 * 400 zones, and memory must not grow with what a stranger asks for.
 */
const MAX_KEPT_PAGES = 500;
const MAX_KEPT_BYTES = 24 * 1024 * 1024;

type Rendered = { body: string; etag: string };

/**
 * Public pages rendered once per key (the schedule's revision, the station's public settings,
 * the zone, the page, the minute: see public-pages.routes.ts) and answered from memory after
 * that, with an ETag from the body, a short max-age and 304 when the visitor's copy is current.
 * A page holds until the minute changes (its key's minute): the early route sends it again
 * until then (docs/decisions/0055).
 */
export function pageAnswers() {
  const kept = new Map<string, Rendered>();
  let keptBytes = 0;
  return async function answer(
    c: Context<AppEnv>,
    key: string | null,
    render: () => Promise<string>,
  ): Promise<Response> {
    let page = key === null ? undefined : kept.get(key);
    if (!page) {
      const body = await render();
      page = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
      if (key !== null) {
        if (kept.size >= MAX_KEPT_PAGES || keptBytes + body.length > MAX_KEPT_BYTES) {
          kept.clear();
          keptBytes = 0;
        }
        kept.set(key, page);
        keptBytes += body.length;
      }
    }
    const now = c.var.station.now();
    const until = nextMinute(now);
    if (key !== null) c.set('publicAnswerUntil', until);
    const headers = { ETag: page.etag, ...validityHeaders(now, until) };
    if (matches(c.req.header('if-none-match'), page.etag)) return c.body(null, 304, headers);
    return c.html(page.body, 200, headers);
  };
}

/** Whether an If-None-Match header names `etag` (or any). */
export function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
