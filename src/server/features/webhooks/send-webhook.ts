import { createHmac } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { WEBHOOK_HEADERS } from '../../../shared/webhooks/webhooks';
import {
  assertLiteralAllowed,
  guardedLookup,
  RefusedAddressError,
  type AddressPolicy,
} from './endpoint-address';

export type SendLimits = {
  /** The exchange (connect, send, the answer's status line and headers) must end within this. */
  timeoutMs: number;
};

export const DEFAULT_SEND_LIMITS: SendLimits = { timeoutMs: 10_000 };

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
 * POSTs one event to an endpoint, signed, within the limits, to an address the policy allows.
 * Redirects are not followed (a redirect could lead anywhere); only a 2xx answer counts as
 * delivered, and the answer's status is all that is read: the outcome is settled on the status
 * line and the connection closed, so a body that is large, slow or never ends holds nothing up
 * and never turns a delivery into a failure. Never throws.
 */
export function sendWebhook(
  target: { url: string; secret: string },
  event: { id: string; body: string },
  limits: SendLimits,
  addresses: AddressPolicy,
  now = new Date(),
): Promise<SendOutcome> {
  let url: URL;
  try {
    url = new URL(target.url);
    assertLiteralAllowed(url, addresses);
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
        lookup: guardedLookup(url.protocol, addresses),
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
        // Nothing of the body is read: the connection is closed with the outcome.
        response.destroy();
        outgoing.destroy();
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
