/** Public requests handled per turn of the event loop; the rest wait for the next turns. */
export const PUBLIC_PER_TURN = 8;

/**
 * Takes public requests in turns so the staff's never wait behind a crowd of them
 * (docs/decisions/0055). Node handles every request whose bytes arrived in one pass over the
 * sockets before it looks at the database's answers again: with 200 listeners asking at once, a
 * staff request waited for 200 public answers at each of its queries. Here at most `perTurn`
 * public requests are worked on per pass; the others wait, in arrival order, for the following
 * passes, and a staff request's next step runs between two of them. Listeners ask again only
 * once answered, so the work per pass stays about `perTurn` requests.
 */
export function publicTurns(perTurn = PUBLIC_PER_TURN) {
  let handled = 0;
  let scheduled = false;
  const waiting: (() => void)[] = [];

  const nextTurn = () => {
    scheduled = false;
    handled = 0;
    while (waiting.length > 0 && handled < perTurn) {
      handled++;
      waiting.shift()!();
    }
    if (waiting.length > 0) schedule();
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    // After this pass's I/O: the staff's replies that arrived with it are handled first.
    setImmediate(nextTurn);
  };

  return <T>(work: () => T | Promise<T>): T | Promise<T> => {
    schedule();
    if (waiting.length === 0 && handled < perTurn) {
      handled++;
      return work();
    }
    return new Promise<T>((resolve, reject) => {
      waiting.push(() => {
        try {
          Promise.resolve(work()).then(resolve, reject);
        } catch (error) {
          reject(error as Error);
        }
      });
    });
  };
}
