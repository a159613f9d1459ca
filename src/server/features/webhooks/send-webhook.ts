import { createHmac } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { WEBHOOK_HEADERS } from '../../../shared/webhooks/webhooks';
import { assertLiteralAllowed, guardedLookup, RefusedAddressError } from './endpoint-address';

export type SendLimits = {
  /** The whole exchange (connect, send, answer) must end within this. */
  timeoutMs: number;
  /** Answer bytes read at most; the rest is not waited for. */
  maxResponseBytes: number;
};

export const DEFAULT_SEND_LIMITS: SendLimits = { timeoutMs: 10_000, maxResponseBytes: 64 * 1024 };

export type SendOutcome =
  | { ok: true; statusCode: number }
  | { ok: false; statusCode: number | null; error: string; permanent?: boolean };

/**
 * "v1=<hex>": HMAC-SHA256 over "<timestamp>.<body>" with the endpoint's secret. Receivers compute
 * the same and compare in constant time, and refuse a timestamp more than a few minutes old.
 */
export function signatureOf(secret: string, timestamp: number, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/**
 * POSTs one event to an endpoint, signed, within the limits. Redirects are not followed (a
 * redirect could lead anywhere); only a 2xx answer counts as delivered. Never throws.
 */
export function sendWebhook(
  target: { url: string; secret: string },
  event: { id: string; body: string },
  limits: SendLimits,
  now = new Date(),
): Promise<SendOutcome> {
  let url: URL;
  try {
    url = new URL(target.url);
    assertLiteralAllowed(url);
  } catch (error) {
    const refused = error instanceof RefusedAddressError;
    return Promise.resolve({
      ok: false,
      statusCode: null,
      error: refused ? error.message : 'The address is not valid.',
      permanent: true,
    });
  }
  const timestamp = Math.floor(now.getTime() / 1000);
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<SendOutcome>((resolve) => {
    let settled = false;
    const finish = (outcome: SendOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const outgoing = request(
      url,
      {
        method: 'POST',
        lookup: guardedLookup(url.protocol),
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(event.body),
          'user-agent': 'RadioScheduler-Webhooks/1',
          [WEBHOOK_HEADERS.id]: event.id,
          [WEBHOOK_HEADERS.timestamp]: String(timestamp),
          [WEBHOOK_HEADERS.signature]: signatureOf(target.secret, timestamp, event.body),
        },
      },
      (response) => {
        const statusCode = response.statusCode ?? 0;
        let read = 0;
        const done = () => {
          if (statusCode >= 200 && statusCode < 300) finish({ ok: true, statusCode });
          else
            finish({
              ok: false,
              statusCode,
              error:
                statusCode >= 300 && statusCode < 400
                  ? `Answered ${statusCode}: redirects are not followed.`
                  : `Answered ${statusCode}.`,
            });
        };
        response.on('data', (chunk: Buffer) => {
          read += chunk.length;
          // The answer's status is all that matters: a large body is not waited for.
          if (read > limits.maxResponseBytes) {
            response.destroy();
            done();
          }
        });
        response.on('end', done);
        response.on('error', done);
      },
    );
    const timer = setTimeout(() => {
      outgoing.destroy();
      finish({
        ok: false,
        statusCode: null,
        error: `No answer within ${Math.round(limits.timeoutMs / 1000)} s.`,
      });
    }, limits.timeoutMs);
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      const refused = error instanceof RefusedAddressError;
      finish({
        ok: false,
        statusCode: null,
        error: refused ? error.message : `Could not connect (${error.code ?? 'network error'}).`,
      });
    });
    outgoing.end(event.body);
  });
}
