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

export const TIMEOUT_MESSAGE =
  'The server took too long to answer. Please check your connection and try again.';
export const NETWORK_MESSAGE =
  'Could not reach the server. Please check your connection and try again.';
export const UNEXPECTED_MESSAGE = 'Something went wrong. Please try again.';

/** The text to show for anything thrown by a call. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return UNEXPECTED_MESSAGE;
}
