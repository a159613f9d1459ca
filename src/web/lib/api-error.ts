/** A refused or failed API call, carrying the server's message (shown to users as sent). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

// The English of a call that got no answer (or an empty one): what the error carries, for logs
// and tests. What a person reads is `errorMessage`'s, in the screen's language.
export const TIMEOUT_MESSAGE =
  'The server took too long to answer. Please check your connection and try again.';
export const NETWORK_MESSAGE =
  'Could not reach the server. Please check your connection and try again.';
export const UNEXPECTED_MESSAGE = 'Something went wrong. Please try again.';

/** The words for a call the server never answered, or answered with no message. */
export type ConnectionWords = { timeout: string; network: string; unexpected: string };

let connectionWords: ConnectionWords = {
  timeout: TIMEOUT_MESSAGE,
  network: NETWORK_MESSAGE,
  unexpected: UNEXPECTED_MESSAGE,
};

/**
 * Set by the language's provider (app/connection-words.tsx) whenever the screen's language
 * changes: the 53 places that show an error call `errorMessage` from handlers, not from renders,
 * so the words live here rather than being passed to each.
 */
export function setConnectionWords(words: ConnectionWords): void {
  connectionWords = words;
}

/** The text to show for anything thrown by a call: the server's own message, else ours. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError && error.code === 'timeout') return connectionWords.timeout;
  if (error instanceof ApiError && error.code === 'network_error') return connectionWords.network;
  if (error instanceof Error && error.message && error.message !== UNEXPECTED_MESSAGE)
    return error.message;
  return connectionWords.unexpected;
}
