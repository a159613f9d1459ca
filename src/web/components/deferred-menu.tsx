import {
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';

/** What the menu's code receives beyond its own props. */
export type DeferredMenuProps = {
  /** The stand-in button was pressed while the code was on its way: open at once. */
  defaultOpen: boolean;
  /** The stand-in button had the focus: the real trigger takes it over. */
  focusTrigger: boolean;
};

/** Handlers and state for the stand-in trigger, drawn the same as the real one. */
export type StandInProps = {
  'aria-haspopup': 'menu';
  'aria-expanded': false;
  'aria-busy': boolean;
  'data-state': 'closed';
  onPointerDown: (event: PointerEvent<HTMLButtonElement>) => void;
  onPointerEnter: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
  onFocus: () => void;
  onBlur: () => void;
};

/**
 * A menu whose code (the menu primitive, its positioning and the dialogs it opens, ~25 KB gzip)
 * is fetched once the page has painted, not with it (decision 0058). Until it is here, a stand-in
 * button drawn like the trigger holds its place: pointing at it or focusing it starts the fetch,
 * pressing it (pointer down, as the menu opens, or Enter, Space, Down) opens the menu as soon as
 * its code has arrived, marked busy meanwhile. A failed fetch is asked again on the next press.
 */
export function deferredMenu<P extends object>(
  load: () => Promise<ComponentType<P & DeferredMenuProps>>,
  StandIn: ComponentType<P & { standIn: StandInProps }>,
): ComponentType<P> {
  let loaded: ComponentType<P & DeferredMenuProps> | null = null;
  let pending: Promise<void> | null = null;
  const fetchMenu = () =>
    (pending ??= load().then(
      (menu) => {
        loaded = menu;
      },
      () => {
        pending = null;
      },
    ));

  return function DeferredMenu(props: P) {
    const [, setHere] = useState(loaded !== null);
    const [opening, setOpening] = useState(false);
    const focused = useRef(false);

    useEffect(() => {
      if (loaded) return;
      let current = true;
      const arrive = () => {
        void fetchMenu().then(() => current && setHere(loaded !== null));
      };
      // After the first paint, when the browser is idle (Safari has no idle callback).
      const idle = window.requestIdleCallback?.(arrive, { timeout: 2000 });
      const timer = idle === undefined ? window.setTimeout(arrive, 1) : undefined;
      return () => {
        current = false;
        if (idle !== undefined) window.cancelIdleCallback(idle);
        if (timer !== undefined) window.clearTimeout(timer);
      };
    }, []);

    if (loaded) {
      const Menu = loaded;
      return <Menu {...props} defaultOpen={opening} focusTrigger={focused.current} />;
    }
    const open = () => {
      setOpening(true);
      void fetchMenu().then(() => {
        if (!loaded) setOpening(false);
        setHere(loaded !== null);
      });
    };
    const standIn: StandInProps = {
      'aria-haspopup': 'menu',
      'aria-expanded': false,
      'aria-busy': opening,
      'data-state': 'closed',
      onPointerDown: (event) => {
        if (event.button === 0 && !event.ctrlKey) open();
      },
      onPointerEnter: () => void fetchMenu(),
      onKeyDown: (event) => {
        if (['Enter', ' ', 'ArrowDown'].includes(event.key)) {
          event.preventDefault();
          open();
        }
      },
      onFocus: () => {
        focused.current = true;
        void fetchMenu();
      },
      onBlur: () => {
        focused.current = false;
      },
    };
    return <StandIn {...props} standIn={standIn} />;
  };
}
