import { useEffect, useState, type ComponentType } from 'react';

export type PreloadableComponent<P extends object = object> = ComponentType<P> & {
  /** Starts (or joins) the download of the component's chunk. */
  preload: () => Promise<void>;
};

type Options = {
  /** Shown while the chunk downloads. */
  Loading: ComponentType;
  /** Shown when the chunk cannot be downloaded (the network dropped, or a new version shipped). */
  Failed: ComponentType;
};

/**
 * A component whose code is fetched on demand, rendered at once when the code is already here.
 * React.lazy is not used on purpose: a lazy component suspends on its first render even when its
 * module has been fetched, and React then waits out its Suspense throttle (~300 ms) before showing
 * the content. That pause, once for the signed-in frame and once for the page, was most of every
 * page's first paint. Here the wait is ordinary state, so the content shows as soon as it can.
 */
export function preloadableLazy<M, P extends object = object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
  { Loading, Failed }: Options,
): PreloadableComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<void> | null = null;
  const preload = () => {
    pending ??= load().then(
      (module) => {
        loaded = pick(module);
      },
      (error: unknown) => {
        pending = null; // a later visit may try again
        throw error;
      },
    );
    return pending;
  };

  function Preloadable(props: P) {
    const [state, setState] = useState<'loading' | 'ready' | 'failed'>(() =>
      loaded ? 'ready' : 'loading',
    );
    useEffect(() => {
      if (state !== 'loading') return;
      let current = true;
      preload().then(
        () => current && setState('ready'),
        () => current && setState('failed'),
      );
      return () => {
        current = false;
      };
    }, [state]);
    if (state === 'failed') return <Failed />;
    if (state === 'loading' || !loaded) return <Loading />;
    const Component = loaded;
    return <Component {...props} />;
  }
  return Object.assign(Preloadable, { preload });
}
