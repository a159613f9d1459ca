import {
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { afterPaint } from '../lib/after-paint';

/** What the popup's code receives beyond its own props. */
export type DeferredPopupProps = {
  /** The stand-in button was pressed while the code was on its way: open at once. */
  defaultOpen: boolean;
  /** The stand-in button had the focus: the real trigger takes it over. */
  focusTrigger: boolean;
  /**
   * The stand-in was opened with a key: the first item takes the focus, as Radix gives it when
   * the key reaches its own trigger (firstItemOnOpen in ui/dropdown-menu.tsx).
   */
  openedByKey: boolean;
};

/** Handlers and state for the stand-in trigger, drawn the same as the real one. */
export type StandInProps = {
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
 * A menu or list whose code (the menu or popover primitive, its positioning and the dialogs it
 * opens, 10-25 KB gzip) is fetched once the page has painted, not with it (decision 0058). Until
 * it is here, a stand-in button drawn like the trigger holds its place: pointing at it or
 * focusing it starts the fetch, pressing it (pointer down, or Enter, Space, Down) opens the popup
 * as soon as its code has arrived, marked busy meanwhile. A failed fetch is asked again on the
 * next press.
 */
export function deferredPopup<P extends object>(
  load: () => Promise<ComponentType<P & DeferredPopupProps>>,
  StandIn: ComponentType<P & { standIn: StandInProps }>,
): ComponentType<P> {
  let loaded: ComponentType<P & DeferredPopupProps> | null = null;
  let pending: Promise<void> | null = null;
  const fetchPopup = () =>
    (pending ??= load().then(
      (popup) => {
        loaded = popup;
      },
      () => {
        pending = null;
      },
    ));

  return function DeferredPopup(props: P) {
    const [, setHere] = useState(loaded !== null);
    const [opening, setOpening] = useState(false);
    const focused = useRef(false);
    const byKey = useRef(false);

    useEffect(() => {
      if (loaded) return;
      let current = true;
      const arrive = () => {
        void fetchPopup().then(() => current && setHere(loaded !== null));
      };
      const cancel = afterPaint(arrive);
      return () => {
        current = false;
        cancel();
      };
    }, []);

    if (loaded) {
      const Popup = loaded;
      return (
        <Popup
          {...props}
          defaultOpen={opening}
          focusTrigger={focused.current}
          openedByKey={opening && byKey.current}
        />
      );
    }
    const open = () => {
      setOpening(true);
      void fetchPopup().then(() => {
        if (!loaded) setOpening(false);
        setHere(loaded !== null);
      });
    };
    const standIn: StandInProps = {
      'aria-expanded': false,
      'aria-busy': opening,
      'data-state': 'closed',
      onPointerDown: (event) => {
        if (event.button === 0 && !event.ctrlKey) {
          byKey.current = false;
          open();
        }
      },
      onPointerEnter: () => void fetchPopup(),
      onKeyDown: (event) => {
        if (['Enter', ' ', 'ArrowDown'].includes(event.key)) {
          event.preventDefault();
          byKey.current = true;
          open();
        }
      },
      onFocus: () => {
        focused.current = true;
        void fetchPopup();
      },
      onBlur: () => {
        focused.current = false;
      },
    };
    return <StandIn {...props} standIn={standIn} />;
  };
}
