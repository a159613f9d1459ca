import { AsyncLocalStorage } from 'node:async_hooks';

type Fault = { error?: unknown };
const faultOfRequest = new AsyncLocalStorage<Fault>();

/**
 * better-auth answers every fault under it (the database full, gone or conflicting) with its own
 * plain 500. Its onAPIError hook hears the fault during the request: kept here for that request,
 * so the route can answer it as every other route answers that fault (503, 507, 409).
 */
export function rememberAuthFault(error: unknown): void {
  const fault = faultOfRequest.getStore();
  if (fault) fault.error = error;
}

/** Runs better-auth's handler; a 500 whose fault `answerFor` knows gets that answer instead. */
export async function handleAuthRequest(
  handle: () => Promise<Response>,
  answerFor: (error: unknown) => Response | Promise<Response> | undefined,
): Promise<Response> {
  const fault: Fault = {};
  const response = await faultOfRequest.run(fault, handle);
  if (response.status < 500 || fault.error === undefined) return response;
  return (await answerFor(fault.error)) ?? response;
}
