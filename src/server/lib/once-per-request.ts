/**
 * A read done once per request, whichever stage of its handling asks first: the early route
 * and the framework's session check share the revisions read for one request
 * (docs/decisions/0015-kept-weeks-answered-early.md). Without a request (an in-process call) it
 * reads every time.
 */
export function oncePerRequest<T>(
  read: () => Promise<T>,
): (request: object | undefined) => Promise<T> {
  const reads = new WeakMap<object, Promise<T>>();
  return (request) => {
    if (!request) return read();
    let pending = reads.get(request);
    if (!pending) {
      pending = read();
      reads.set(request, pending);
    }
    return pending;
  };
}
