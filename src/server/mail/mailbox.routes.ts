import { desc } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Database } from '../db/connection';
import { mailOutbox } from '../db/schema';
import type { AppEnv } from '../http/app-env';
import { errorBody } from '../http/errors';
import { mailboxRefusal } from './mailbox-access';
import { escapeHtml } from './templates';

/**
 * The local mailbox (DESIGN.md D5): the outbox's messages, newest first, to a browser on this
 * machine talking to the server directly (mailbox-access.ts). /mailbox is a page;
 * /mailbox/messages.json the same for scripts and tests. Not `served` (SMTP_URL set, or
 * MAILBOX=off), it does not exist.
 */
export function mailboxRoutes(db: Database, served: boolean) {
  const recent = () => db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(200);
  return new Hono<AppEnv>()
    .use('*', async (c, next) => {
      if (!served) return c.json(errorBody('not_found', 'There is no mailbox here.'), 404);
      if (mailboxRefusal(c)) {
        return c.json(
          errorBody(
            'forbidden',
            "The mailbox answers only a browser on the server's computer, opened directly at http://localhost.",
          ),
          403,
        );
      }
      await next();
    })
    .get('/messages.json', async (c) => c.json({ messages: await recent() }))
    .get('/', async (c) => {
      const messages = await recent();
      const items = messages
        .map(
          (m) => `<article id="${m.id}">
  <h2>${escapeHtml(m.subject)}</h2>
  <p class="meta">To ${escapeHtml(m.to)} · ${m.createdAt.toLocaleString('en-GB', { timeZone: 'UTC' })} UTC</p>
  ${m.html}
</article>`,
        )
        .join('\n');
      return c.html(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Mailbox · Radio Station</title>
<style>body{font-family:system-ui,sans-serif;max-width:46rem;margin:2rem auto;padding:0 1rem;color:#111827}
article{border:1px solid #e5e7eb;border-radius:.5rem;padding:1rem 1.25rem;margin:1rem 0}
h1{font-size:1.5rem}h2{font-size:1.1rem;margin:0}.meta{color:#4b5563;font-size:.875rem}a{color:#1d4ed8}</style>
</head><body><h1>Mailbox</h1>
<p>Messages this server would have e-mailed. Set SMTP_URL to send them instead.</p>
${items || '<p>No messages yet.</p>'}
</body></html>`);
    });
}
