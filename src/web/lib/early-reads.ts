/**
 * The reads the server's HTML started with the page (`<link rel="preload" as="fetch"
 * data-early-read>`, src/server/http/web-app.ts): taken here as soon as the code runs, so the
 * browser hands over those answers, and given to the app's first request for each path
 * (apiFetch). An answer is given once, only within the first seconds (after that the app asks
 * anew), and only when it is not a refusal: a refused read (the session had ended) is asked
 * again once the member has signed in.
 */
const FRESH_FOR_MS = 10_000;

const started = new Map<string, Promise<Response | null>>();

if (typeof document !== 'undefined') {
  for (const link of document.querySelectorAll('link[rel="preload"][data-early-read]')) {
    const path = link.getAttribute('href');
    // The link's crossorigin="use-credentials" is this request's credentials mode.
    if (path)
      started.set(
        path,
        fetch(path, { credentials: 'include' }).catch(() => null),
      );
  }
  if (started.size > 0) setTimeout(forgetEarlyReads, FRESH_FOR_MS);
}

/**
 * Takes these answers as the reads the HTML started (a server drawing a first screen: it has
 * asked the API itself). Forgotten with `forgetEarlyReads`.
 */
export function answerEarlyReads(answers: ReadonlyMap<string, Response>): void {
  for (const [path, response] of answers) started.set(path, Promise.resolve(response));
}

/** The paths of the reads the HTML started that the app has not taken yet. */
export function earlyReadPaths(): string[] {
  return [...started.keys()];
}

/** Whether the HTML started a read of this path that the app has not taken yet. */
export function earlyReadOnItsWay(path: string): boolean {
  return started.has(path);
}

/**
 * The early answer to a GET of this path, once; null when there is none to use, or when the
 * caller gives up first (the request's own time limit still holds).
 */
export async function takeEarlyRead(path: string, signal: AbortSignal): Promise<Response | null> {
  const answer = started.get(path);
  if (!answer) return null;
  started.delete(path);
  const givenUp = new Promise<null>((resolve) =>
    signal.addEventListener('abort', () => resolve(null), { once: true }),
  );
  const response = await Promise.race([answer, givenUp]);
  return response?.ok ? response : null;
}

/** Drops the answers not taken yet (signing out: the next member must not get them). */
export function forgetEarlyReads(): void {
  started.clear();
}
