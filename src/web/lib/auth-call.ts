import { NETWORK_MESSAGE, TIMEOUT_MESSAGE, UNEXPECTED_MESSAGE } from './api-error';

/** The error half of what every better-auth client call resolves to. */
type AuthClientError = {
  message?: string | undefined;
  status: number;
  statusText: string;
  code?: string | undefined;
  /** Field messages of a refused form (our hooks add them to better-auth's answers). */
  fields?: unknown;
};

export type AuthFailure = {
  message: string;
  code: string;
  status: number;
  /** The message for each refused field, keyed by the API's field name. */
  fields: Record<string, string>;
};

const TOO_MANY_MESSAGE = 'Too many attempts. Please wait a minute and try again.';

/**
 * Runs an auth-service call and returns null on success or the failure to show. The service's
 * own message is shown as sent (SPEC.md §8: "errors shown using the provider's message text");
 * a call that never got an answer gets a plain explanation instead of a stack trace.
 */
export async function runAuthCall(
  call: () => Promise<{ error: AuthClientError | null }>,
): Promise<AuthFailure | null> {
  try {
    const { error } = await call();
    if (!error) return null;
    const fallback = error.status === 429 ? TOO_MANY_MESSAGE : error.statusText;
    return {
      message: error.message || fallback || UNEXPECTED_MESSAGE,
      code: error.code ?? '',
      status: error.status,
      fields: fieldsOf(error.fields),
    };
  } catch (thrown) {
    const aborted = thrown instanceof DOMException && thrown.name === 'AbortError';
    return {
      message: aborted ? TIMEOUT_MESSAGE : NETWORK_MESSAGE,
      code: aborted ? 'timeout' : 'network_error',
      status: 0,
      fields: {},
    };
  }
}

function fieldsOf(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}
