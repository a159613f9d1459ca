import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReceivedWebhook = {
  id: string;
  timestamp: number;
  signature: string;
  body: string;
  payload: { id: string; type: string; occurredAt: string; data: Record<string, unknown> };
};

/**
 * A webhook receiver on this machine, as a station's playout system would run one: it keeps what
 * arrives, and answers what the test tells it to (by default 204). `verify` checks a delivery's
 * signature the way the decision record tells receivers to.
 */
export async function startWebhookReceiver() {
  const received: ReceivedWebhook[] = [];
  let answer: (hit: number, req: IncomingMessage, res: ServerResponse) => void = (_h, _q, res) => {
    res.statusCode = 204;
    res.end();
  };
  let hits = 0;
  // Requests whose connection is still open (answered or not), and the most there were at once.
  let open = 0;
  let mostOpen = 0;
  const waiters: (() => void)[] = [];
  const server = createServer((req, res) => {
    open++;
    mostOpen = Math.max(mostOpen, open);
    res.on('close', () => open--);
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      hits++;
      received.push({
        id: String(req.headers['webhook-id']),
        timestamp: Number(req.headers['webhook-timestamp']),
        signature: String(req.headers['webhook-signature']),
        body,
        payload: JSON.parse(body) as ReceivedWebhook['payload'],
      });
      for (const wake of waiters.splice(0)) wake();
      answer(hits, req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  return {
    url: `http://127.0.0.1:${port}/hooks/radio`,
    received,
    /** Requests in flight now, and the most there were at once. */
    inFlight: () => ({ now: open, most: mostOpen }),
    /** How to answer the n-th request (1-based). */
    answerWith(fn: typeof answer) {
      answer = fn;
    },
    /** Resolves once `count` requests arrived (or fails after `timeoutMs`). */
    async waitFor(count: number, timeoutMs = 10_000): Promise<ReceivedWebhook[]> {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`${received.length} of ${count} webhooks arrived`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return received;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** A receiver's check: HMAC-SHA256 of "<timestamp>.<body>" matches, and it is recent. */
export function verifySignature(hit: ReceivedWebhook, secret: string, toleranceSeconds = 300) {
  const expected = Buffer.from(
    `v1=${createHmac('sha256', secret).update(`${hit.timestamp}.${hit.body}`).digest('hex')}`,
  );
  const given = Buffer.from(hit.signature);
  const fresh = Math.abs(Date.now() / 1000 - hit.timestamp) <= toleranceSeconds;
  return fresh && given.length === expected.length && timingSafeEqual(given, expected);
}
