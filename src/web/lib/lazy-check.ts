import { useEffect, useState } from 'react';
import { afterPaint } from './after-paint';

export type LazyCheck<T> = {
  /** The check if it is here, else null. */
  current: () => T | null;
  /** Starts (or joins) its download; null if it could not be fetched (the next call asks again). */
  fetch: () => Promise<T | null>;
};

/**
 * A check (a schema, and zod with it: ~25 KB gzip) that a page uses only once someone types,
 * fetched after the page has painted or at its first use instead of with the page (decision
 * 0069), as `lazyResolver` does for a form's resolver.
 */
export function lazyCheck<T>(load: () => Promise<T>): LazyCheck<T> {
  let here: T | null = null;
  let pending: Promise<T | null> | null = null;
  return {
    current: () => here,
    fetch: () =>
      (pending ??= load().then(
        (check) => (here = check),
        () => {
          pending = null;
          return null;
        },
      )),
  };
}

/** The check once it is here (the component draws again then); fetched after the paint. */
export function useLazyCheck<T>(check: LazyCheck<T>): T | null {
  const [current, setCurrent] = useState(check.current);
  useEffect(() => {
    if (current) return;
    let mounted = true;
    const cancel = afterPaint(() => void check.fetch().then((c) => mounted && setCurrent(() => c)));
    return () => {
      mounted = false;
      cancel();
    };
  }, [check, current]);
  return current;
}
