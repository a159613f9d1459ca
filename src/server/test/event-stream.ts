import type { HttpClient } from './http-client';

export type SseMessage = { event: string; data: string };

export type EventStreamReader = {
  status: number;
  /** The next message (skipping heartbeat comments), or an error after `timeoutMs`. */
  next: (timeoutMs?: number) => Promise<SseMessage>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close: () => void;
};

/** Opens GET /api/events with a client's cookies and reads its messages as they come. */
export async function openEventStream(client: HttpClient): Promise<EventStreamReader> {
  const abort = new AbortController();
  const response = await fetch(new URL('/api/events', client.baseUrl), {
    headers: { cookie: client.cookieHeader(), accept: 'text/event-stream' },
    signal: abort.signal,
  });
  const queue: SseMessage[] = [];
  const waiters: ((message: SseMessage) => void)[] = [];
  let markEnded: () => void = () => undefined;
  const ended = new Promise<void>((resolve) => (markEnded = resolve));

  const deliver = (message: SseMessage) => {
    const waiter = waiters.shift();
    if (waiter) waiter(message);
    else queue.push(message);
  };

  if (response.ok && response.body) {
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let end;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const message = parseBlock(block);
            if (message) deliver(message);
          }
        }
      } catch {
        // Aborted by close().
      }
      markEnded();
    })();
  } else markEnded();

  return {
    status: response.status,
    ended,
    close: () => abort.abort(),
    next: (timeoutMs = 5_000) => {
      const queued = queue.shift();
      if (queued) return Promise.resolve(queued);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(onMessage), 1);
          reject(new Error(`No event within ${timeoutMs} ms`));
        }, timeoutMs);
        const onMessage = (message: SseMessage) => {
          clearTimeout(timer);
          resolve(message);
        };
        waiters.push(onMessage);
      });
    },
  };
}

function parseBlock(block: string): SseMessage | null {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith('event: ')) event = line.slice(7);
    else if (line.startsWith('data: ')) data.push(line.slice(6));
  }
  return data.length > 0 ? { event, data: data.join('\n') } : null;
}
