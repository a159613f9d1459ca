import {
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { TOAST_DEFAULT_MS, TOAST_EXIT_MS } from '../../../../shared/constants/limits';
import { ToastContext, type ToastApi, type ToastEntry, type ToastInput } from './toast-context';
import { createToastIdRegistry, toastTimeline } from './toast-ids';
import { ToastListContext } from './toast-list-context';
import { afterPaint } from '../../../lib/after-paint';

/** Radix Toast and the toasts' markup: code no page needs to paint (decision 0069). */
const loadRegion = () => import('./toast-region');
const ToastRegion = lazy(loadRegion);

/**
 * Holds the toasts; ToastOutlet renders them with Radix Toast, which gives the live-region announcement,
 * the pause on hover or focus, swipe-to-dismiss and the F8 shortcut to reach them. A toast is
 * mounted closed and opened 10 ms later so its entry animation runs; once closed it stays for
 * the 300 ms exit animation, then is dropped. The provider is outside the language; the outlet
 * sits inside it, so the toasts' frame speaks the reader's.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const registry = useRef(createToastIdRegistry());
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  const later = useCallback((ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      run();
    }, ms);
    timers.current.add(timer);
  }, []);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const setOpen = useCallback((id: string, open: boolean) => {
    setToasts((all) => all.map((t) => (t.id === id ? { ...t, open } : t)));
  }, []);

  const dismiss = useCallback(
    (id: string) => {
      setOpen(id, false);
      later(TOAST_EXIT_MS, () => setToasts((all) => all.filter((t) => t.id !== id)));
    },
    [later, setOpen],
  );

  const show = useCallback(
    (input: ToastInput) => {
      const duration = input.duration ?? TOAST_DEFAULT_MS;
      const id = registry.current.next(duration);
      setToasts((all) => [...all, { ...input, id, duration, open: false }]);
      later(toastTimeline(duration).openAt, () => setOpen(id, true));
      return id;
    },
    [later, setOpen],
  );

  const api = useMemo<ToastApi>(
    () => ({
      show,
      dismiss,
      success: (title, message) => show({ type: 'success', title, message }),
      error: (title, message) => show({ type: 'error', title, message }),
      info: (title, message) => show({ type: 'info', title, message }),
    }),
    [show, dismiss],
  );

  const list = useMemo(() => ({ toasts, dismiss }), [toasts, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      <ToastListContext.Provider value={list}>{children}</ToastListContext.Provider>
    </ToastContext.Provider>
  );
}

/**
 * The toasts of the ToastProvider above, where the reader's language is known. Their code (Radix
 * Toast, ~5 KB gzip) is not in the entry script: it is drawn from the first toast on, which it
 * shows as soon as the code is here (the list lives in the provider), and stays for the next.
 */
export function ToastOutlet() {
  const { toasts } = useContext(ToastListContext);
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  );
}

/**
 * Fetches the toasts' code once the page has painted, so that a toast after the paint need not
 * wait for it. Called by the signed-in frame: a page's reads have started when it draws, which
 * afterPaint needs to tell the paint from an idle wait for them.
 */
export function useToastCodeAfterPaint(): void {
  useEffect(() => afterPaint(() => void loadRegion().catch(() => undefined)), []);
}
