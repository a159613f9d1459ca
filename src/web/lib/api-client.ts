import type { ApiErrorBody } from '../../shared/api';
import { IDEMPOTENCY_HEADER } from '../../shared/idempotency';
import { REQUEST_TIMEOUT_MS } from '../../shared/constants/limits';
import { pageAnswers, revisionsOf } from './answer-revisions';
import { ApiError, NETWORK_MESSAGE, TIMEOUT_MESSAGE, UNEXPECTED_MESSAGE } from './api-error';
import { takeEarlyRead } from './early-reads';
import { reportUnauthorized } from './unauthorized';

export type ApiRequest = {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as is (multipart uploads); the browser sets the content type. */
  body?: FormData;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** The form submission this write belongs to: the server writes it once however often sent. */
  idempotencyKey?: string;
};

/**
 * Calls our API and returns its JSON. Refusals become an ApiError with the server's message; a
 * 401 (or a membership no longer active) also signs the user out (SPEC.md §8); a request is abandoned after 15 s so a hung
 * connection never leaves a button spinning forever.
 */
export async function apiFetch<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const {
    method = 'GET',
    json,
    body,
    signal,
    timeoutMs = REQUEST_TIMEOUT_MS,
    idempotencyKey,
  } = request;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort();
  signal?.addEventListener('abort', forwardAbort, { once: true });

  try {
    const early = method === 'GET' ? await takeEarlyRead(path, controller.signal) : null;
    const response =
      early ??
      (await fetch(path, {
        method,
        credentials: 'same-origin',
        headers: {
          ...(json === undefined ? { Accept: 'application/json' } : jsonHeaders),
          ...(idempotencyKey && { [IDEMPOTENCY_HEADER]: idempotencyKey }),
        },
        body: json === undefined ? body : JSON.stringify(json),
        signal: controller.signal,
      }));
    const payload = await readPayload(response);
    if (!response.ok) {
      const error = refusal(response, payload);
      // A session ended, or its account is no longer an active member: sign out either way.
      if (response.status === 401 || error.code === 'membership_inactive') reportUnauthorized();
      throw error;
    }
    // A read's counters; a write's were read before its own change, so they say nothing.
    if (method === 'GET') pageAnswers.answered(revisionsOf(response));
    // The API's answers are typed by the shared contract; the caller names the shape it expects.
    return payload as T;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (timedOut) throw new ApiError(TIMEOUT_MESSAGE, 0, 'timeout');
    if (signal?.aborted) throw error; // the caller gave up (e.g. the query was cancelled)
    throw new ApiError(NETWORK_MESSAGE, 0, 'network_error');
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}

const jsonHeaders = { Accept: 'application/json', 'Content-Type': 'application/json' };

async function readPayload(response: Response): Promise<unknown> {
  if (!response.headers.get('content-type')?.includes('application/json')) return null;
  try {
    return await response.json();
  } catch {
    return null;
  }
}

function refusal(response: Response, payload: unknown): ApiError {
  const error = isErrorBody(payload) ? payload.error : undefined;
  return new ApiError(
    error?.message || response.statusText || UNEXPECTED_MESSAGE,
    response.status,
    error?.code ?? 'http_error',
    error?.fields,
  );
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const inner = value.error;
  return typeof inner === 'object' && inner !== null && 'message' in inner;
}
